// ARGS: --termination --unwind 128
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 12 loop terminates: SUCCESS$
// EXPECT: every execution leaves every loop within 10[0-9] iterations \(complete unwinding\)
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// A float counting down by 0.1 (in double, rounded to float): no linear
// ranking function over integers applies, but every execution leaves the
// loop after about 100 iterations, which --unwind 128 reaches.
int main(void) {
  float x = 10.0f;
  while (x > 0)
    x -= 0.1;
  return 0;
}
