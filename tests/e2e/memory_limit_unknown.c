// ARGS: --memory-limit 40 --incremental-bmc
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 18 assertion acc != 12345: UNKNOWN$
// EXPECT: ^note: memory limit \(40 MB\) reached: the properties not decided by then are UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// A formula that grows with each unwinding (64-bit products and divisions
// of 1000 inputs) passes the solver's memory limit long before the loop is
// unwound: the run stops there with UNKNOWN and a note, where without a
// limit it would grow until the machine ends it.
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void __VERIFIER_assert(int cond);
int main(void) {
  unsigned long acc = __VERIFIER_nondet_ulong();
  for (int i = 0; i < 1000; ++i) {
    unsigned long x = __VERIFIER_nondet_ulong();
    acc = acc * x + acc / (x | 1) + (acc % (x | 3));
  }
  __VERIFIER_assert(acc != 12345);
  return 0;
}
