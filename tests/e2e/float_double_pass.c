// IEEE double rounding: 0.1 + 0.2 is not 0.3; exact binary fractions are
// exact; float and double roundings of 0.1 differ.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 18 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 21 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double a = 0.1, b = 0.2;
  assert(a + b != 0.3);
  double h = 0.5, q = 0.25;
  float t = 0.1f;
  double d = t;
  assert(h + q == 0.75 && d != 0.1);
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f >= 1.0f && f <= 2.0f);
  assert(f * 2.0f <= 4.0f && f * 2.0f >= 2.0f);
  return 0;
}
