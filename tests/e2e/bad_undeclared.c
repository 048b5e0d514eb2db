// A semantic error (undeclared identifier) is also a compile error: exit 6.
// EXIT: 6
// EXPECT: error:.*undeclared
// REJECT: ^VERIFICATION
int main(void) {
  return no_such_variable;
}
