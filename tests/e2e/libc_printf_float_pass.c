// "%.2e" of a double is at most 10 characters, so char[11] holds it with
// its terminator; snprintf keeps "%f" within its buffer.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 14 .*out of object bounds in write by sprintf\(d, "%\.2e", x\): SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <stdio.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  char d[11], g[8];
  sprintf(d, "%.2e", x);
  snprintf(g, sizeof g, "%f", x);
  return 0;
}
