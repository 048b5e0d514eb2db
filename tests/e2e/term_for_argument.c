// ARGS: --termination --function sum_to
// EXIT: 0
// EXPECT: ^\[sum_to\.termination\.1\] line 10 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// The loop runs over the unconstrained argument n: i < n <= INT_MAX before
// each i++ (no overflow; s is unsigned and wraps), so n - i is a ranking function.
unsigned sum_to(int n) {
  unsigned s = 0u;
  for (int i = 0; i < n; i++)
    s += (unsigned)i;
  return s;
}
