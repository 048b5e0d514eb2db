// A loop whose exit value reaches a remainder is unwound completely before
// the code after it (plain BMC, while the solver shows it complete): the
// sum it leaves is then known to be below 6 * 255, and the 64-bit
// remainders of it are computed in fewer bits. The values stay exact: the
// sum is its own remainder by 65521, and a sum of 6 (mod 7) is reachable.
// EXIT: 10
// ARGS: --incremental-bmc --stats
// EXPECT: ^\[main\.assertion\.1\] line 23 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 24 .*: FAILURE$
// EXPECT: narrowed-operations=([2-9]|[1-9][0-9]+) 
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 6);
  unsigned long sum = 0;
  for (unsigned i = 0; i < n; i++)
    sum += __VERIFIER_nondet_uchar();
  unsigned long rest = sum % 65521ul;
  assert(rest == sum);
  assert(sum % 7ul != 6ul);
  return 0;
}
