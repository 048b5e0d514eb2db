// x = i*(i-1)/2 at the head (2x = i*i - i); the loop ends when i equals n,
// a fact of the machine (modulo 2^64) that the proof combines with the
// head's equality through a multiplier: 2x - n*n + n = (2x - i*i + i) +
// (i - n) * (i + n - 1). PDR alone, where the polynomial equalities run
// first.
// ARGS: --pdr
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern long long __VERIFIER_nondet_longlong(void);
int main(void) {
  long long n = __VERIFIER_nondet_longlong(), x = 0;
  for (long long i = 0; i != n; i++)
    x += i;
  assert(2 * x == n * n - n);
  return 0;
}
