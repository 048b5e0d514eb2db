// A traversal that stores through its cursor (writes the loop cannot name)
// but never allocates or frees keeps every object's liveness, so the list's
// invariants still hold for the second traversal.
#include <stdlib.h>
typedef struct node { struct node *next; int stock; int order; } Node;
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  Node *l = NULL;
  while (__VERIFIER_nondet_int()) {
    int stock = __VERIFIER_nondet_int();
    if (stock < 0) continue;
    Node *p = malloc(sizeof(*p));
    p->stock = stock;
    p->order = 0;
    p->next = l;
    l = p;
  }
  for (Node *i = l; i != NULL; i = i->next) {
    int order = __VERIFIER_nondet_int();
    if (order >= 0 && order <= i->stock)
      i->order = order;
  }
  for (Node *i = l; i != NULL; i = i->next)
    __VERIFIER_assert(i->order <= i->stock);
  return 0;
}
