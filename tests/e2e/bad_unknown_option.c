// An unknown option is a usage error (exit 1).
// EXIT: 1
// ARGS: --no-such-option-e2e
// EXPECT: no-such-option-e2e
// REJECT: ^VERIFICATION
int main(void) { return 0; }
