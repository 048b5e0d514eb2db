// SV-COMP style reach_error defined in the file; reachable when x == 3.
// EXIT: 10
// EXPECT: ^\[\w+\.assertion\.\d+\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern void __assert_fail(const char *, const char *, unsigned int,
                          const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, __LINE__, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x * 2;
  if (y == 6)
    reach_error();
  return 0;
}
