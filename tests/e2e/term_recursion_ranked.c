// ARGS: --termination --show-invariants
// EXIT: 0
// EXPECT: ^\[ack\.termination\.1\] line 13 recursive calls of ack terminate: SUCCESS$
// EXPECT: ^\[sum\.termination\.1\] line 19 recursive calls of sum terminate: SUCCESS$
// EXPECT: ranking function of the recursive calls \(m, n\)$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// Recursion ranked over the arguments, beyond 2LS (which answers UNKNOWN):
// from ack's own entry with arbitrary arguments, every call it makes of
// itself decreases (m, n) lexicographically; sum's argument decreases, and
// the loop inside sum is ranked in every activation, not only the first.
extern int __VERIFIER_nondet_int(void);

int ack(int m, int n) {
  if (m <= 0) return 1;
  if (n <= 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

int sum(int n) {
  if (n <= 0) return 0;
  int s = 0;
  for (int i = 0; i < n; i++)
    s = s ^ i;
  return s ^ sum(n - 1);
}

int main(void) {
  int m = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (m < 0 || n < 0 || m > 3 || n > 3)
    return 0;
  return ack(m, n) + sum(n);
}
