// One past the bounds of overflow_product_constant_bounds.c: each product
// with a constant overflows for exactly one more value of its operand.
// EXIT: 10
// ARGS: --signed-overflow-check --unsigned-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 19 .*: FAILURE$
// EXPECT: ^\[main\.overflow\.2\] line 20 .*: FAILURE$
// EXPECT: ^\[main\.overflow\.3\] line 21 .*: FAILURE$
// EXPECT: ^\[main\.overflow\.4\] line 22 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
int __VERIFIER_nondet_int(void);
unsigned __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  __VERIFIER_assume(x <= 214748365 && x >= -214748364 && y >= -214748365 && y <= 0 && u <= 429496730u);
  int a = x * 10;
  int b = y * -10;
  long long c = (long long)x * 42949672960LL;
  unsigned d = u * 10u;
  return a + b + (int)c + (int)d;
}
