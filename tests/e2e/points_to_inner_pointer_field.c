// Pointers at an object's start get the constant offset zero in the
// encoding (model/PointsTo: pointsToObjectStart), so node fields p + 8 and
// p + 16 are apart without a solver's comparison. A pointer into a node's
// middle stored in a node (valp = &b->val or &b->val2) must keep its
// offset: the write through it lands in one of them, so the first
// assertion holds and the second fails. Read as offset zero, the load's
// fact would have ruled out every execution past it (all SUCCESS).
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 38 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 39 .*: FAILURE$
// EXPECT: ^\[main\.assertion\.3\] line 40 .*: SUCCESS$
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  struct node *next;
  int *valp;
  int val;
  int val2;
};
int main(void) {
  struct node *a = malloc(sizeof *a);
  struct node *b = malloc(sizeof *b);
  if (!a || !b)
    return 0;
  a->next = b;
  b->next = 0;
  a->val = 1;
  b->val = 2;
  b->val2 = 3;
  a->valp = __VERIFIER_nondet_int() ? &b->val : &b->val2;
  b->valp = &a->val;
  struct node *n = a;
  while (n->next)
    n = n->next;
  *a->valp = 5;
  assert(b->val == 5 || b->val2 == 5);
  assert(a->val == 5);
  assert(n == b && n->next == 0);
  free(a);
  free(b);
  return 0;
}
