// ARGS: --stats --no-portfolio
// EXIT: 0
// EXPECT: ^statistics: solver-calls=[1-9][0-9]* .* front-end-time=[0-9.e-]+ instrumentation-time=[0-9.e-]+ encoding-time=[0-9.e-]+ invariant-inference-time=[0-9.e-]+ bounded-checks-time=[0-9.e-]+ induction-step-time=[0-9.e-]+ peak-memory-mb=[1-9][0-9]* child-peak-memory-mb=[0-9]+ assertions=[1-9][0-9]* formula-terms=[1-9][0-9]* overflow-checks-by-ranges=[0-9]+ narrowed-operations=[0-9]+( cone-solvers=[0-9]+)?$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: bmc-process
// --stats says where the time went, phase by phase, how much memory the
// run took and how large the formula grew: the constraints added to the
// solver and their distinct subterms (kIkI alone here: no second process
// reports).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int i = 0, n = __VERIFIER_nondet_int();
  while (i < n && i < 100)
    i++;
  if (i > 100) reach_error();
  return 0;
}
