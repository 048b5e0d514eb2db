// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 14 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// The body changes nothing, but x > 0 makes the guard x < 0 false on entry:
// the loop is never entered, so it terminates (no false FAILED for it).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0);
  while (x < 0) {
  }
  return x;
}
