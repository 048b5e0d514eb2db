// x * x fits in int when |x| <= 46340 (46340^2 = 2147395600).
// EXIT: 0
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -46340 && x <= 46340);
  int y = x * x;
  return y & 1;
}
