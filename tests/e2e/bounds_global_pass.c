// Global array of 10 indexed by k % 10.
// EXIT: 0
// ARGS: --bounds-check
// EXPECT: ^\[main\.array_bounds\.\d+\] line 13 .*upper bound.*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
extern unsigned int __VERIFIER_nondet_uint(void);

int table[10];

int main(void) {
  unsigned int k = __VERIFIER_nondet_uint();
  table[k % 10u] = 7;
  return 0;
}
