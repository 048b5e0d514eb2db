// ARGS: --termination --trace
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 16 loop terminates: FAILURE$
// EXPECT: the loop head is reached again in the set x >= 1,
// EXPECT: ^VERIFICATION FAILED$
// REJECT: : SUCCESS$
// With x > 0 the loop never ends: x never changes and n counts up forever
// (unsigned, so it wraps without undefined behaviour), and no state repeats
// within the lasso search's 64 iterations because n keeps growing. The box
// x >= 1 is closed under the loop body, and x = 1 reaches it.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned n = 0;
  while (x > 0) {
    n += 3;
    if (n % 1000 == 7)
      n++;
  }
  return 0;
}
