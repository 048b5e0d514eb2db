// ARGS: --memory-leak-check --no-assertions
// EXIT: 0
// EXPECT: ^\[main\.memory-leak\.1\] line 22 .*: SUCCESS$
// EXPECT: holds without a search: the program allocates no heap memory
// EXPECT: ^VERIFICATION SUCCESSFUL$
// A program that never allocates cannot leak, whatever its loops do: this
// loop may never end, and unwinding it would never prove the leak check.
extern int __VERIFIER_nondet_int(void);

int f(int x) {
  if (x > 0)
    return f(x - 1) + 1;
  return 0;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x != 0) {
    x = __VERIFIER_nondet_int();
    x = f(x);
  }
  return 0;
}
