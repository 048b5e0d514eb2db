// A nondet short reaches SHRT_MIN.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern short __VERIFIER_nondet_short(void);

int main(void) {
  short s = __VERIFIER_nondet_short();
  assert(s > -32768);
  return 0;
}
