// ARGS: --termination
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 12 loop terminates: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// Any x > 0 enters the loop and the body changes nothing, so the guard stays
// true forever.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x > 0) {
  }
  return x;
}
