// Division by repeated counting: r counts up to d - 1 and is then reset
// while q goes up, so q * d + r + left == n at every head. That holds only
// because the reset happens where r + 1 == d, a fact of the machine
// (modulo 2^32): the equality is a congruence, found with that guard, and
// used with odd-denominator certificates only. The check after the loop
// uses left == 0 from the exit branch.
// ARGS: --pdr
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 23 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 36 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), d = __VERIFIER_nondet_int();
  if (n < 0 || d <= 0)
    return 0;
  int q = 0, r = 0, left = n;
  for (;;) {
    // Asserted at the head of every iteration (the ERROR branch of a
    // check ends the execution, as the loop benchmarks have it).
    if (!(q * d + r + left == n)) {
      assert(0);
      return 1;
    }
    if (left == 0)
      break;
    if (r + 1 == d) {
      q = q + 1;
      r = 0;
    } else {
      r = r + 1;
    }
    left = left - 1;
  }
  assert(q * d + r == n);
  return 0;
}
