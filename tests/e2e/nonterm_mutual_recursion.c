// ARGS: --nontermination --trace
// EXIT: 10
// EXPECT: recursive calls of (even|odd) terminate: FAILURE$
// EXPECT: is called again in the state it was called in: n=-
// EXPECT: ^VERIFICATION FAILED$
// REJECT: : SUCCESS$
// even(n) calls odd(n - 1); odd(n) calls even(n + 1) when n < -1, else
// even(n - 1). So every negative n < -1 cycles: even(n) -> odd(n - 1) ->
// even(n) forever (mutual recursion; even(-1) -> odd(-2) -> even(-1) too).
extern int __VERIFIER_nondet_int(void);

int odd(int n);

int even(int n) {
  if (n == 0)
    return 1;
  return odd(n - 1);
}

int odd(int n) {
  if (n == 0)
    return 0;
  if (n < -1)
    return even(n + 1);
  return even(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < -10 || n > 10)
    return 0;
  return even(n);
}
