// Heap domain: a list of any length built in a loop, then traversed. The
// invariant of the first loop says where p and every node's next point and
// that every node made at line 18 holds 1; the traversal uses it.
#include <assert.h>
#include <stdlib.h>
int __VERIFIER_nondet_int(void);
struct node { int h; struct node *next; };
int main(void) {
  struct node *p = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *t = malloc(sizeof *t);
    t->h = 1;
    t->next = p;
    p = t;
  }
  while (p != NULL) {
    assert(p->h == 1);
    p = p->next;
  }
  return 0;
}
