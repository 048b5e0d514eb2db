// ARGS: --pointer-check --memory-leak-check
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 20 assertion x is fine: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 21 assertion x below nine: FAILURE$
// EXPECT: ^\[main\.memory-leak\.1\] .*: SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: not modelled
// REJECT: UNKNOWN
// CBMC's and 2LS's users write __CPROVER_bool, mark inputs and outputs with
// __CPROVER_input/__CPROVER_output (no effect on verdicts: not an unmodelled
// call) and name their assertions with __CPROVER_assert's text.
extern int nondet_int(void);

int main(void) {
  __CPROVER_bool b = nondet_int() > 0;
  int x = nondet_int();
  __CPROVER_assume(x > 0 && x < 10);
  __CPROVER_input("x", x);
  __CPROVER_output("x", x);
  __CPROVER_assert(x != 5 || b || !b, "x is fine");
  __CPROVER_assert(x < 9, "x below nine");
  return 0;
}
