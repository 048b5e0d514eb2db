// __CPROVER_assert(condition, description) that holds.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
void __CPROVER_assert(_Bool condition, const char *description);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  __CPROVER_assert((x | 1u) != 0u, "x|1 is nonzero");
  return 0;
}
