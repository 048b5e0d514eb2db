// Each element of a short array gets a nondet short: the last one may be
// 12345 (its bytes are arbitrary after the accelerated loop).
// EXIT: 10
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern short __VERIFIER_nondet_short();
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
int main( ) {
  short a[50000]; int i;
  for (i = 0; i < 50000; i++) a[i] = __VERIFIER_nondet_short();
  __VERIFIER_assert(a[49999] != 12345);
  return 0;
}
