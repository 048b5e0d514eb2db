// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 10 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// x goes 0, 1, ..., 10 and the loop stops at 10. The guard x != 10 alone bounds
// nothing: the ranking function 10 - x needs the invariant 0 <= x <= 10.
int main(void) {
  int x = 0;
  while (x != 10)
    x++;
  return x;
}
