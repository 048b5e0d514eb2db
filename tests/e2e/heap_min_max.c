// ARGS: --heap --values-refine --show-invariants
// EXIT: 0
// EXPECT: malloc@line 19: val - max <= 0
// EXPECT: 0 <= malloc@line 19: val - min
// EXPECT: ^\[main\.assertion\.1\] line 28 assertion min <= p->val: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 29 assertion p->val <= max: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// Heap domain with relations: every node's value lies between the minimum
// and the maximum the building loop tracked (rows val - min, val - max).
#include <assert.h>
#include <stdlib.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct node { struct node *next; int val; };
int main(void) {
  struct node *l = NULL;
  int min = 1000, max = -1000;
  while (__VERIFIER_nondet_int()) {
    struct node *p = malloc(sizeof *p);
    p->val = __VERIFIER_nondet_int();
    __VERIFIER_assume(p->val > -1000 && p->val < 1000);
    p->next = l;
    l = p;
    if (p->val < min) min = p->val;
    if (p->val > max) max = p->val;
  }
  for (struct node *p = l; p != NULL; p = p->next) {
    assert(min <= p->val);
    assert(p->val <= max);
  }
  return 0;
}
