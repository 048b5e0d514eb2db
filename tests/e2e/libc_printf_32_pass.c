// On i386 long is 32 bits: "%ld" of LONG_MIN is 11 characters and fits
// char[12]; "%lld" takes a 64-bit argument. No system header (--32).
// EXIT: 0
// ARGS: --32 --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
extern int sprintf(char *, const char *, ...);
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned, const char *);
#define assert(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

int main(void) {
  char d[12], e[24];
  long x = __VERIFIER_nondet_long();
  int n = sprintf(d, "%ld", x);
  int m = sprintf(e, "%lld|%zu", (long long)(x | -1L), sizeof d);
  assert(n >= 1 && n <= 11 && m == 5 && e[0] == '-' && e[3] == '1' && e[4] == '2');
  return 0;
}
