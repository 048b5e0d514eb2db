// ARGS: --termination
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 8 loop terminates: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// A reachable while (1) with an empty body and no way out runs forever.
int main(void) {
  while (1) {
  }
  return 0;
}
