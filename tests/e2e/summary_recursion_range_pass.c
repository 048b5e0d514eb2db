// A recursion of any depth (n is arbitrary) whose result the summary bounds:
// [clampdown]: 0 <= result <= 10 holds for every return when it holds for
// the recursive call's, so both assertions are proved at unwinding 1.
// EXIT: 0
// ARGS: --verbosity 2
// EXPECT: ^kiki: summary \[clampdown\]: clampdown#return_value <= 10 && -clampdown#return_value <= 0( && .*)?$
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 20 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int clampdown(int n) {
  if (n <= 10)
    return n < 0 ? 0 : n;
  return clampdown(n - 1);
}
int main(void) {
  int r = clampdown(__VERIFIER_nondet_int());
  assert(r <= 10);
  assert(r >= 0);
  return 0;
}
