// Flags, widths and precisions print as glibc prints them:
// "%-4s|%05d|%#x|%+.3i" gives "ab  |-0042|0xff|+007". The values are
// unknown when the call is lowered, so the helpers print them.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 17 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k == 1);
  char d[24];
  int n = sprintf(d, "%-4s|%05d|%#x|%+.3i", "ab", -42 * k, 255u * k, 7 * k);
  assert(n == 20 && d[2] == ' ' && d[5] == '-' && d[6] == '0' && d[12] == 'x' &&
         d[16] == '+' && d[19] == '7' && d[20] == 0);
  return 0;
}
