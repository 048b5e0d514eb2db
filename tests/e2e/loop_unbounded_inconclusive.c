// An unbounded loop without a bug: BMC with --unwind 3 can neither find a
// counterexample nor unwind the loop completely. (x stays even, so x != 1;
// no interval says so through wrap-around, and the program reads no low
// bits, so no congruence row is made.)
// EXIT: 5
// ARGS: --unwind 3
// EXPECT: ^\[main\.assertion\.1\] line 17 .*: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: FAILURE
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned int x = 0;
  while (__VERIFIER_nondet_int())
    x += 2;
  assert(x != 1);
  return 0;
}
