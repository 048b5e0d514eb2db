// __CPROVER_assert(condition, description) that can fail.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
void __CPROVER_assert(_Bool condition, const char *description);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __CPROVER_assert(x < 1000, "x is small");
  return 0;
}
