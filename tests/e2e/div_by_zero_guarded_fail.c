// The guard checks the wrong variable: y can still be zero at the %.
// EXIT: 10
// ARGS: --div-by-zero-check
// EXPECT: ^\[main\.division-by-zero\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.division-by-zero\.2\] line 16 .*: FAILURE$
// REJECT: \.overflow\.
// EXPECT: ^VERIFICATION FAILED$
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = __VERIFIER_nondet_uint();
  unsigned int a = 0, b = 0;
  if (x != 0) {
    a = 100u / x;
    b = 100u % y;
  }
  return (int)((a + b) & 1u);
}
