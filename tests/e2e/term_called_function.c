// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[count_bits\.termination\.1\] line 13 loop terminates: SUCCESS$
// EXPECT: ^\[main\.termination\.1\] line 22 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// Loops are numbered per function: count_bits shifts v right until it is 0
// (at most 32 iterations), and main's loop runs 4 times, each call returning.
extern unsigned __VERIFIER_nondet_uint(void);

static unsigned count_bits(unsigned v) {
  unsigned c = 0u;
  while (v != 0u) {
    c += v & 1u;
    v >>= 1;
  }
  return c;
}

int main(void) {
  unsigned total = 0u;
  for (int k = 0; k < 4; k++)
    total += count_bits(__VERIFIER_nondet_uint());
  return (int)total;
}
