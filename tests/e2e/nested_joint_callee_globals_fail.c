// ARGS: --equalities --k-induction
// EXIT: 10
// EXPECT: \[main.assertion.1\] .*: FAILURE
// EXPECT: ^VERIFICATION FAILED$
// The callee stops one short: `done` ends one below `todo`. (Mutant of
// nested_joint_callee_globals.)
extern void __VERIFIER_error(void);
unsigned todo, done;

static void catch_up(void) {
  while (done + 1 < todo)
    done++;
}

int main(void) {
  todo = 0;
  done = 0;
  while (todo < 20) {
    todo++;
    catch_up();
  }
  if (done != todo)
    __VERIFIER_error();
  return 0;
}
