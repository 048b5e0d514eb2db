// The divisor is made nonzero before / and %.
// EXIT: 0
// ARGS: --div-by-zero-check
// EXPECT: ^\[main\.division-by-zero\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.division-by-zero\.2\] line 16 .*: SUCCESS$
// REJECT: \.overflow\.
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (y <= 0)
    y = 3;
  int q = x / y;
  int r = x % y;
  return q + r;
}
