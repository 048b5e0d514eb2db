// A recursive call after the loop keeps kIkI's induction step from proving
// the loop's assertion (kinduction_recursion_unknown.c); PDR's clauses take
// the recursive call's result as arbitrary (no check is in it) and prove
// x <= 3 with the invariant 0 <= x <= 3 at the loop's head.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int count(int n) { return n <= 0 ? 0 : 1 + count(n - 1); }
int main(void) {
  int x = 0;
  int n = __VERIFIER_nondet_int();
  while (__VERIFIER_nondet_int()) {
    if (x < 3) x++;
    assert(x <= 3);
  }
  return count(n);
}
