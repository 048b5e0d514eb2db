// sprintf of a 6-digit number into char[4] writes 7 bytes: the stores of
// the inlined formatting code are out of bounds at the line of the call,
// whether the number is a constant (printed when the call is lowered) or
// a value only known to have 6 digits (printed by the helpers).
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 16 .*out of object bounds in write by sprintf\(d, "%d", 123456\): FAILURE$
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 20 .*out of object bounds in write by sprintf\(e, "%d", v\): FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char d[4];
  sprintf(d, "%d", 123456);
  char e[6];
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= 100000 && v <= 999999);
  sprintf(e, "%d", v);
  return 0;
}
