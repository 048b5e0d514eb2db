// x * 1000 fits in int when |x| <= 2147483 (2147483000 <= INT_MAX).
// EXIT: 0
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -2147483 && x <= 2147483);
  int y = x * 1000;
  return y & 1;
}
