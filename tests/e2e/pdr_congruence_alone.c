// x stays odd: x % 2 == 1 over the mathematical integers, and modulo 2^32
// (an even modulus) through wrap-around as well, which the exact clauses
// confirm; the loop's count is unbounded. PDR alone proves it; y is
// arbitrary data it does not model exactly (a bitwise or).
// EXIT: 0
// ARGS: --pdr
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = 1, y = 0;
  while (__VERIFIER_nondet_uint()) {
    x = x + 2;
    y = y | x;
  }
  assert(x % 2 == 1);
  return 0;
}
