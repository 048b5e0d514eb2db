// sprintf of 123456 into char[8]: 6 digits and the terminator fit, and the
// buffer holds the text glibc writes, for a constant and for a value the
// helpers print; the result is the length.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 23 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <assert.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char d[8];
  d[6] = 'x';
  int n = sprintf(d, "%d", 123456);
  assert(d[6] == 0 && d[0] == '1' && d[5] == '6' && n == 6);
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v == 123456 || v == -98765);
  n = sprintf(d, "%d", v);
  assert(n == 6 && d[6] == 0 && (d[0] == '1' || (d[0] == '-' && d[1] == '9' && d[5] == '5')));
  return 0;
}
