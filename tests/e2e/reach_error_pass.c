// SV-COMP style reach_error defined in the file; unreachable (2*x is even).
// EXIT: 0
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
extern void __assert_fail(const char *, const char *, unsigned int,
                          const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = x * 2u;
  if (y % 2u == 1u)
    reach_error();
  return 0;
}
