// snprintf truncates to n - 1 characters and a terminator, and returns the
// length the whole text would have had; nothing is written with n == 0.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 23 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <assert.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v == -123);
  char d[4];
  char s[3] = {'a', 'b', 0};
  int n = snprintf(d, sizeof d, "%d-%s", v, s);
  int m = snprintf(NULL, 0, "%x", (unsigned)v);
  assert(n == 7 && d[0] == '-' && d[2] == '2' && d[3] == 0);
  char e[2] = {'q', 'q'};
  assert(m == 8 && snprintf(e, 1, "%d", v) == 4 && e[0] == 0 && e[1] == 'q');
  return 0;
}
