// The sum of the first i odd numbers is i*i: an equality of degree 2 that
// no template domain states and Spacer does not find (products of
// variables). Polynomial equalities at the loop head prove both
// assertions for every n, with 64-bit wrap-around (a ring identity holds
// modulo 2^64 as well); the loop is unbounded, so bounded model checking
// alone cannot.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 22 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
int main(void) {
  unsigned long long n = __VERIFIER_nondet_ulonglong();
  unsigned long long i = 0, square = 0, odd = 1;
  while (i < n) {
    square += odd;
    odd += 2;
    i++;
  }
  assert(square == i * i);
  assert(odd == 2 * i + 1);
  return 0;
}
