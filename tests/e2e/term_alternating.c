// ARGS: --termination
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 11 loop terminates: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// (i, up) goes (0,1), (1,0), (0,1), ...: i never reaches 10. The lasso has
// period 2; no state repeats after a single iteration.
int main(void) {
  int i = 0;
  int up = 1;
  while (i < 10) {
    if (up)
      i++;
    else
      i--;
    up = !up;
  }
  return i;
}
