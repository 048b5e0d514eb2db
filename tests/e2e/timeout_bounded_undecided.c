// ARGS: --timeout 2 --no-portfolio
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 19 assertion .*: UNKNOWN$
// EXPECT: time limit
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION SUCCESSFUL$
// The assertion fails for the two prime factors of n (2^31 - 1 and
// 2^31 + 11), which the solver does not find within the time limit. The
// program has no loop, so the unwinding is complete at once: the stopped
// bounded check must not count as "no violation" (it once made this
// SUCCESSFUL).
extern unsigned __VERIFIER_nondet_uint(void);
extern void __assert_fail(const char *, const char *, unsigned, const char *);
#define assert(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

int main(void) {
  unsigned long long x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned long long n = 4611686039902224373ULL;
  assert(x <= 1 || y <= 1 || x * y != n);
  return 0;
}
