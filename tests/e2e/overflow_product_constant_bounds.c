// A product with a constant is checked against the bounds its other operand
// must stay within (x * 10 overflows iff x > INT_MAX / 10 or x < INT_MIN /
// 10), not as a product at double width. At the exact bounds nothing
// overflows, for positive and negative constants, signed and unsigned.
// EXIT: 0
// ARGS: --signed-overflow-check --unsigned-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 20 .*: SUCCESS$
// EXPECT: ^\[main\.overflow\.2\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.overflow\.3\] line 22 .*: SUCCESS$
// EXPECT: ^\[main\.overflow\.4\] line 23 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
int __VERIFIER_nondet_int(void);
unsigned __VERIFIER_nondet_uint(void);
void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  __VERIFIER_assume(x <= 214748364 && x >= -214748364 && u <= 429496729u);
  int a = x * 10;
  int b = x * -10;
  long long c = (long long)x * 42949672960LL;
  unsigned d = u * 10u;
  return a + b + (int)c + (int)d;
}
