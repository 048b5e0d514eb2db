// The overflow fails, and the assertion is judged on all executions,
// including the one that wraps around: it holds on all of them.
// EXIT: 10
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 arithmetic overflow on signed \+ in x \+ 1: FAILURE$
// EXPECT: ^\[main\.assertion\.1\] line 13 assertion y != x: SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  y = x + 1;
  assert(y != x);
  return 0;
}
