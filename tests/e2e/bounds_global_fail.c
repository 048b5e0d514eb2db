// Global array of 10 indexed by an unsigned char bounded by 10.
// EXIT: 10
// ARGS: --bounds-check
// EXPECT: ^\[main\.array_bounds\.\d+\] line 14 .*upper bound.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int table[10];

int main(void) {
  unsigned char k = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(k <= 10);
  table[k] = 7;
  return 0;
}
