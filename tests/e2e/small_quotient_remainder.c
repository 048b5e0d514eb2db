// A remainder and a quotient by a constant whose dividend is below 3 times
// the divisor (a checksum's reduction of a sum of reduced values) are
// computed by comparisons instead of a divider; both must keep C's values.
// EXIT: 10
// ARGS: --incremental-bmc --unwind 1 --stats
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 22 .*: FAILURE$
// EXPECT: narrowed-operations=[1-9]
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned short __VERIFIER_nondet_ushort(void);
int main(void) {
  unsigned long a = __VERIFIER_nondet_ushort(), b = __VERIFIER_nondet_ushort();
  unsigned long s = a + b; // at most 131070: the quotient is at most 2
  unsigned long r = s % 65521, q = s / 65521;
  unsigned long expect = s >= 2 * 65521 ? s - 2 * 65521 : s >= 65521 ? s - 65521 : s;
  unsigned long quotient = s >= 2 * 65521 ? 2 : s >= 65521 ? 1 : 0;
  // the assertions
  assert(r == expect);
  assert(q == quotient && q * 65521 + r == s);
  assert(r != 28 || q != 2); // a = b = 65535 reaches it
  return 0;
}
