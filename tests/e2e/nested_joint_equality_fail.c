// ARGS: --equalities --k-induction
// EXPECT: \[main.assertion.1\] .*: FAILURE
// EXPECT: ^VERIFICATION FAILED$
// EXIT: 10
// The inner loop stops one short of `todo`: the assertion after the nest
// fails. (Mutant of nested_joint_equality.)
#include <assert.h>
int main(void) {
  unsigned todo = 0, done = 0;
  while (todo < 20) {
    todo += 1;
    while (done + 1 < todo)
      done++;
  }
  assert(done == todo);
  return 0;
}
