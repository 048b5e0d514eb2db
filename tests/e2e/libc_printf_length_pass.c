// Length modifiers: "%lld" of LLONG_MIN is its 20 characters, "%hhu" of
// 300 is 44 (converted to unsigned char), and the stores stay in char[24].
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <assert.h>
#include <limits.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k == 1);
  char e[24];
  long long min = LLONG_MIN + (k - 1);
  int m = sprintf(e, "%lld %hhu", min, 300 * k);
  assert(m == 23 && e[0] == '-' && e[1] == '9' && e[19] == '8' && e[21] == '4' &&
         e[23] == 0);
  return 0;
}
