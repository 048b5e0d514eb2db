// As accelerate_fill_range.c, but claiming that the elements outside the
// filled range hold 70000 as well: false for x outside [s, n).
// EXIT: 10
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int();
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
int a[1000];
int main( ) {
  int n = __VERIFIER_nondet_int();
  int s = __VERIFIER_nondet_int();
  if (n > 1000 || s < 0) return 0;
  int i;
  for (i = s; i < n; i++) a[i] = 70000;
  __VERIFIER_assert(i == (s < n ? n : s));
  int x = __VERIFIER_nondet_int();
  if (x >= s && x < n) __VERIFIER_assert(a[x] == 70000);
  if (x >= 0 && x < 1000 && (x < s || x >= n)) __VERIFIER_assert(a[x] == 70000);
  return 0;
}
