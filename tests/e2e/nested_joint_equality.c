// ARGS: --equalities --show-invariants
// EXIT: 0
// EXPECT: loop at line 15 \(main\): .*done == todo
// EXPECT: ^VERIFICATION SUCCESSFUL$
// The inner loop catches `done` up with `todo`, which the outer loop has
// just advanced: neither equality holds alone. The outer invariant needs
// the inner one at its exit, and the inner one needs the outer one where
// the inner loop is entered, so the two loops' templates are inferred
// jointly.
#include <assert.h>
int main(void) {
  unsigned todo = 0, done = 0;
  while (todo < 20) {
    todo += 1;
    while (done != todo)
      done++;
  }
  assert(done == todo);
  return 0;
}
