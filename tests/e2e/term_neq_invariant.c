// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 14 loop terminates: SUCCESS$
// EXPECT: every execution leaves every loop within 10 iterations \(complete unwinding\)
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// x goes 0, 1, ..., 10 and the loop stops at 10. The guard x != 10 alone bounds
// nothing: the ranking function 10 - x needs the invariant 0 <= x <= 10, and
// kiki's interval invariant is only x >= 1, which cannot rule out the signed
// overflow of x + 1. The unwinding decides it: no execution reaches an 11th
// iteration.
int main(void) {
  int x = 0;
  while (x != 10)
    x++;
  return x;
}
