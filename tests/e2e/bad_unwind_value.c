// --unwind needs a number: a usage error (exit 1).
// EXIT: 1
// ARGS: --unwind banana
// REJECT: ^VERIFICATION
int main(void) { return 0; }
