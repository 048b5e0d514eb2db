/* CBMC's built-ins, declared only: the harness must define them (assume,
 * assert with its message, the input marker) for the program to link. */
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool condition);
void __CPROVER_assert(_Bool condition, const char *description);
void __CPROVER_input(const char *name, ...);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __CPROVER_input("x", x);
  __CPROVER_assume(x > 5 && x < 100);
  __CPROVER_assert(x != 42, "x differs from 42");
  return 0;
}
