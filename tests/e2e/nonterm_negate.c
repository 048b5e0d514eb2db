// ARGS: --nontermination --trace
// EXIT: 10
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// REJECT: \bx=-2147483648\b
// Any x other than 0 and INT_MIN (whose negation overflows) alternates
// x, -x, x, ... forever: a lasso of period 2, since x == -x only for x == 0.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x != 0)
    x = -x;
  return 0;
}
