// A 64-bit remainder and quotient by a constant over a value below 2^25 are
// computed in fewer bits (a 64-bit divider stalled zlib's adler32 queries);
// the narrow forms keep the values: 70000 % 65521 is 4479, and no value of
// the range has a quotient above 272.
// EXIT: 10
// ARGS: --incremental-bmc --stats
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 22 .*: FAILURE$
// EXPECT: narrowed-operations=([3-9]|[1-9][0-9]+) 
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned long b1 = __VERIFIER_nondet_uchar(), b2 = __VERIFIER_nondet_uchar();
  unsigned long x = b1 * 70000ul + b2;
  unsigned long r = x % 65521ul;
  unsigned long q = x / 65521ul;
  assert(r != 4479);
  assert(q <= 272);
  assert(q < 272);
}
