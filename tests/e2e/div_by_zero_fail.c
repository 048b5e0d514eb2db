// x / y with a nondet divisor.
// EXIT: 10
// ARGS: --div-by-zero-check
// EXPECT: ^\[main\.division-by-zero\.1\] line 14 .*division by zero.*: FAILURE$
// REJECT: \.overflow\.
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y >= 0 && y < 4);
  int q = x / y;
  return q & 1;
}
