// x % y with a divisor that can be zero (unsigned, so no other issue).
// EXIT: 10
// ARGS: --div-by-zero-check
// EXPECT: ^\[main\.division-by-zero\.1\] line 12 .*division by zero.*: FAILURE$
// REJECT: \.overflow\.
// EXPECT: ^VERIFICATION FAILED$
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = __VERIFIER_nondet_uint() & 3u;
  unsigned int r = x % y;
  return (int)(r & 1u);
}
