// x / y with y > 0 never overflows.
// EXIT: 0
// ARGS: --signed-overflow-check
// REJECT: division-by-zero
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y > 0);
  int q = x / y;
  return q & 1;
}
