// ARGS: --termination --trace
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 16 loop terminates: FAILURE$
// EXPECT: \bstep=0\b
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// Every step > 0 makes x decrease (x - step never overflows for x > 0,
// step >= 0), but step == 0 with x > 0 loops forever: that input is the witness.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int step = __VERIFIER_nondet_int();
  __VERIFIER_assume(step >= 0);
  while (x > 0)
    x -= step;
  return x;
}
