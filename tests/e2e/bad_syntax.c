// A syntax error: clang's diagnostic is shown and the exit code is 6.
// EXIT: 6
// EXPECT: error:
// REJECT: ^VERIFICATION
int main(void) {
  int x = ;
  return x;
}
