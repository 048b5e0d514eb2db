// ARGS: --propertyfile properties/no-overflow.prp --unwind 3 --incremental-bmc
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// EXPECT: ^UNKNOWN$
// No overflow within 3 iterations, and plain BMC proves nothing beyond.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int())
    i++;
  return i;
}
