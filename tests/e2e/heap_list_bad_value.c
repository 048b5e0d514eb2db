// ARGS: --heap --show-invariants
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 23 assertion p->h == 1: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// Heap domain, the bug found: the third node made holds 2, and the
// traversal's assertion fails (bounded model checking finds it; the heap
// invariant, 1 <= h <= 2, must not hide it).
#include <assert.h>
#include <stdlib.h>
int __VERIFIER_nondet_int(void);
struct node { int h; struct node *next; };
int main(void) {
  struct node *p = NULL;
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *t = malloc(sizeof *t);
    t->h = n == 2 ? 2 : 1;
    t->next = p;
    p = t;
    n++;
  }
  while (p != NULL) {
    assert(p->h == 1);
    p = p->next;
  }
  return 0;
}
