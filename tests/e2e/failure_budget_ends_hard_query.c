// After the first failure the run goes on deciding the other properties
// for as long again as the failure took (at least 1 s): that budget must
// also end a solver call that is still running. The second assertion asks
// the solver to factor a 64-bit product of two 32-bit primes, which takes
// it far longer than the test's limit; before the budget ended solver
// calls, kiki never returned here.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 22 .*: UNKNOWN$
// EXPECT: stopped 1 s after the first failure
// REJECT: time limit
// REJECT: does not cover
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 5);
  unsigned long long a = __VERIFIER_nondet_ulonglong();
  unsigned long long b = __VERIFIER_nondet_ulonglong();
  if (a > 1 && b > 1 && a < 4294967296ULL && b < 4294967296ULL)
    assert(a * b != 7592977163078239193ULL);
  return 0;
}
