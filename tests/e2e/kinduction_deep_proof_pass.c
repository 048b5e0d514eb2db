// Plain k-induction needs k = 40 here (y >= 1 is not inductive alone, but
// the loop runs at most 40 times). Beyond depth 16 the step is tried only
// at some depths (between 32 and 63 every fourth): the proof comes at 40.
// EXIT: 0
// ARGS: --havoc --k-induction --no-portfolio --stats
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: SUCCESS$
// EXPECT: unwinding=40( |$)
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0, y = 40;
  while (x < 40 && __VERIFIER_nondet_int()) {
    ++x;
    --y;
    assert(y >= 0);
  }
  return 0;
}
