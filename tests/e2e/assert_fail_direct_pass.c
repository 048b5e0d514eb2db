// __assert_fail called directly, but only on an infeasible path.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern void __assert_fail(const char *, const char *, unsigned int,
                          const char *) __attribute__((__noreturn__));
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x % 10;
  if (y > 9 || y < -9)
    __assert_fail("y in range", __FILE__, __LINE__, "main");
  return 0;
}
