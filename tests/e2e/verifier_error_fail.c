// __VERIFIER_error() (no body) is an assertion violation when reached.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a > 0 && b > 0 && a + b == 10 && a == 2 * b + 1)
    __VERIFIER_error();
  return 0;
}
