// Plain k-induction needs k = 40 here (y >= 1 is not inductive alone, but
// the loop runs at most 40 times). Beyond depth 16 the step is tried only
// at some depths (between 32 and 63 every fourth): the proof comes at 40.
// The step d comes from the input so that the loop has no constant trip
// bound (such a loop would be unwound completely at once).
// EXIT: 0
// ARGS: --havoc --k-induction --no-portfolio --stats
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: SUCCESS$
// EXPECT: unwinding=40( |$)
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0, y = 40, d = __VERIFIER_nondet_int();
  if (d != 1)
    return 0;
  while (x < 40 && __VERIFIER_nondet_int()) {
    x += d;
    y -= d;
    assert(y >= 0);
  }
  return 0;
}
