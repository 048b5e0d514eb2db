// The step of k-induction must not prove a property that fails late: the
// counterexample needs 30 iterations and is found by the bounded check of
// the same run. The step d comes from the input so that the loop has no
// constant trip bound (such a loop would be unwound completely at once).
// EXIT: 10
// ARGS: --k-induction --no-portfolio --stats
// EXPECT: ^\[main\.assertion\.1\] line 17 assertion x != 30: FAILURE$
// EXPECT: unwinding=29( |$)
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0, d = __VERIFIER_nondet_int();
  if (d != 1)
    return 0;
  while (__VERIFIER_nondet_int()) {
    x += d;
    assert(x != 30);
  }
  return 0;
}
