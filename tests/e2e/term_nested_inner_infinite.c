// ARGS: --termination
// EXIT: 10
// EXPECT: ^\[main\.termination\.2\] line 12 loop terminates: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// REJECT: termination\.1\] .*: SUCCESS$
// For i <= 6 the inner loop reaches j == i, but at i == 7 j stops at 6 and the
// inner loop spins forever; the outer loop then never finishes either.
int main(void) {
  for (int i = 0; i < 10; i++) {
    int j = 0;
    while (j != i) {
      if (j < 6)
        j++;
    }
  }
  return 0;
}
