// Globals that only main uses are locals of main in the model, initialised
// as the globals were: the counterexample starts with count=3 and names
// the counter i at each step.
// EXIT: 10
// ARGS: --trace
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^  count=3u$
// EXPECT: ^  i=3$
// EXPECT: ^  count=7u$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
int i;
unsigned count = 3;
int main() {
  int n = __VERIFIER_nondet_int();
  for (i = 0; i < n; i++)
    count++;
  __VERIFIER_assert(count != 7);
  return 0;
}
