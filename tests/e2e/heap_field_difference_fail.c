// ARGS: --heap
// EXIT: 10
// Mutant of heap_field_difference.c: an order may exceed its stock by one.
#include <stdlib.h>
typedef struct node { struct node *next; int stock; int order; } Node;
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  Node *l = NULL;
  while (__VERIFIER_nondet_int()) {
    int stock = __VERIFIER_nondet_int();
    int order = __VERIFIER_nondet_int();
    if (stock < 0 || order > stock + 1) continue;
    Node *p = malloc(sizeof(*p));
    p->stock = stock;
    p->order = order;
    p->next = l;
    l = p;
  }
  for (Node *i = l; i != NULL; i = i->next)
    __VERIFIER_assert(i->order <= i->stock);
  return 0;
}
