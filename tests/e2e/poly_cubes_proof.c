// Cubes by finite differences: cube = k^3, step = 3k^2 + 3k + 1, jump =
// 6k + 6, checked at the head of every iteration and after the loop.
// Degree 3 over four variables; the products step * jump and jump * jump
// are implied by the head's equalities with multipliers. With --pdr the
// polynomial equalities prove all of it (kIkI alone does not).
// ARGS: --pdr
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 23 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 24 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 25 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.4\] line 33 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int limit = __VERIFIER_nondet_int();
  long long k = 0, cube = 0, step = 1, jump = 6;
  // Written without a loop condition so that the assertions are at the
  // loop head, as the loop-invariant benchmarks have them.
  for (;;) {
    // step * jump and jump * jump are degree 3 and 2 in k; each follows
    // from the equalities below times a variable.
    assert(cube == k * k * k);
    assert(step * jump - 18 * cube - 12 * step + 2 * jump == 6);
    assert(jump * jump - 12 * step - 6 * jump + 12 == 0);
    if (k > limit)
      break;
    k = k + 1;
    cube = cube + step;
    step = step + jump;
    jump = jump + 6;
  }
  assert(jump == 6 * k + 6);
  return 0;
}
