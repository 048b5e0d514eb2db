// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 15 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// The early return establishes y > 0 before the loop and y never changes, so
// x decreases by at least 1 per iteration; x - y >= 1 - INT_MAX never overflows.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (y <= 0)
    return 0;
  while (x > 0)
    x -= y;
  return x;
}
