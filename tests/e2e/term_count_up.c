// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 13 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// Counting up to an unconstrained n: i < n <= INT_MAX holds before every i++,
// so i never overflows and n - i decreases to 0 on every execution.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i;
  for (i = 0; i < n; i++) {
  }
  return i;
}
