// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 15 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// Companion of term_le_bound_overflow.c: with n < INT_MAX, i <= n < INT_MAX
// before each i++, so nothing overflows and n + 1 - i ranks the loop.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n < 2147483647);
  int i;
  for (i = 0; i <= n; i++)
    ;
  return i;
}
