// The same shape with a bound: whatever the input, x reaches 100 and the
// loop ends. Fixing the input must not turn this into an alarm; 100 - x
// ranks it.
// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line \d+ loop terminates: SUCCESS$
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    x++;
    if (x >= 100)
      break;
  }
  return x;
}
