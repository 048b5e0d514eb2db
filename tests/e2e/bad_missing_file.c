// One of the input files does not exist: a usage error (exit 1).
// EXIT: 1
// ARGS: no_such_file_e2e.c
// EXPECT: no_such_file_e2e\.c
// REJECT: ^VERIFICATION
int main(void) { return 0; }
