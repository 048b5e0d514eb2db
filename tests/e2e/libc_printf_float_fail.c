// Floating-point conversions are over-approximated: any length up to the
// longest text a double can give. "%.2e" can be 10 characters
// ("-1.00e+100") and "%f" 317, more than char[9] and char[64] hold.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 15 .*out of object bounds in write by sprintf\(e, "%\.2e", x\): FAILURE$
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 16 .*out of object bounds in write by sprintf\(f, "%f", x\): FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdio.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  char e[9], f[64];
  sprintf(e, "%.2e", x);
  sprintf(f, "%f", x);
  return 0;
}
