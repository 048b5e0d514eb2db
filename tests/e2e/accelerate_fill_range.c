// A fill loop from a symbolic start s to a symbolic bound n over a global
// array: the range [s, n) holds 70000 (all four bytes of each element),
// the elements outside it keep their 0, and the index leaves the loop as
// n, or as s when the loop runs no iteration.
// EXIT: 0
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
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
  if (x >= 0 && x < 1000 && (x < s || x >= n)) __VERIFIER_assert(a[x] == 0);
  return 0;
}
