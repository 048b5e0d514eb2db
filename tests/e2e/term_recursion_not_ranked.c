// ARGS: --termination
// EXIT: 5
// EXPECT: ^\[f\.termination\.1\] line 12 recursive calls of f terminate: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: SUCCESS$
// f(n - 2) from an odd n never reaches 0 (it runs into undefined overflow,
// or wraps around forever): no ranking function over n exists, and the
// recursion is not mutual either way, so it stays UNKNOWN. Mutual
// recursion (g and h below) is not ranked yet.
extern int __VERIFIER_nondet_int(void);

int f(int n) {
  if (n == 0) return 0;
  return f(n - 2);
}

int main(void) {
  return f(__VERIFIER_nondet_int());
}
