// f in (1, 2) can be 1.99, and 2 * 1.99 = 3.98 is not below 3.9.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f > 1.0f && f < 2.0f);
  assert(f * 2.0f < 3.9f);
  return 0;
}
