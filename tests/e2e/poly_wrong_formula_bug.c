// A wrong closed form beside a right one: the polynomial equalities prove
// the right one (2x = i*i - i at the exit) and the bounded model checker
// finds the wrong one failing at n = 2.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 17 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern long long __VERIFIER_nondet_longlong(void);
int main(void) {
  long long n = __VERIFIER_nondet_longlong(), x = 0, i = 0;
  while (i != n) {
    x += i;
    i++;
  }
  assert(2 * x == n * n - n);
  assert(x == n * n - n);
  return 0;
}
