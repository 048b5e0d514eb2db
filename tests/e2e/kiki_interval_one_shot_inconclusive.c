// One-induction with intervals (--intervals without --k-induction) on a bug
// that needs 50 iterations: the bounded check at depth 0 does not reach it
// and the step cannot prove the assertion, so the answer is INCONCLUSIVE,
// never SUCCESSFUL and never a false alarm.
// EXIT: 5
// ARGS: --intervals
// EXPECT: ^\[main\.assertion\.1\] line 14 assertion x != 50: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
#include <assert.h>
int main(void) {
  int x = 0;
  while (x < 100) {
    ++x;
    assert(x != 50);
  }
  return 0;
}
