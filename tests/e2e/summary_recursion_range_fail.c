// summary_recursion_range_pass.c with a bound one too small: clampdown(10)
// returns 10. The summary proves only what holds, so the assertion fails.
// EXIT: 10
// ARGS:
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int clampdown(int n) {
  if (n <= 10)
    return n < 0 ? 0 : n;
  return clampdown(n - 1);
}
int main(void) {
  int r = clampdown(__VERIFIER_nondet_int());
  assert(r <= 9);
  return 0;
}
