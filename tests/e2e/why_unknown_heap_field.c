// Seed 003's heap case: the list's "val" fields hold powers of 3 (all odd,
// never 0), which no interval bounds through wrap-around; the heap invariant leaves the field open and
// the UNKNOWN names it, with its allocation site and the loop.
// ARGS: --heap --unwind 1 --no-portfolio
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 23 assertion p->val != 0: UNKNOWN$
// EXPECT: ^  imprecise value of "val" field of the objects allocated at line 16 \(malloc\) at the end of the loop starting at line 15$
#include <stdlib.h>
#include <assert.h>
int __VERIFIER_nondet_int(void);
struct node { struct node *next; unsigned val; };
int main(void) {
  struct node *head = NULL;
  unsigned k = 1;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
    n->val = k;
    k = k * 3;
    head = n;
  }
  for (struct node *p = head; p; p = p->next)
    assert(p->val != 0);
  return 0;
}
