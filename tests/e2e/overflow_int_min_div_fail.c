// INT_MIN / -1 overflows (division by zero excluded by the assumption).
// EXIT: 10
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 14 .*: FAILURE$
// REJECT: division-by-zero
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y != 0);
  int q = x / y;
  return q & 1;
}
