// Each node's order never exceeds its stock: a zone row over two fields of
// the same object (order - stock <= 0), with stock >= 0 kept exact although
// the objects made earlier keep their values across the iteration.
#include <stdlib.h>
typedef struct node { struct node *next; int stock; int order; } Node;
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  Node *l = NULL;
  while (__VERIFIER_nondet_int()) {
    int stock = __VERIFIER_nondet_int();
    int order = __VERIFIER_nondet_int();
    if (stock < 0 || order > stock) continue;
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
