// Negating an unsigned value is named as unsigned arithmetic.
// EXIT: 10
// ARGS: --unsigned-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 9 arithmetic overflow on unsigned unary - in -x: FAILURE$
// REJECT: on signed unary
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y;
  y = -x;
  return (int)y;
}
