// An interval invariant (1 <= x <= 100) does not exclude x == 50, so the
// induction step cannot prove the assertion; the bounded part finds the
// violation after 50 iterations. Inference must never turn this into SUCCESS.
// EXIT: 10
// ARGS: --k-induction --intervals
// EXPECT: ^\[main\.assertion\.1\] line 12 assertion x != 50: FAILURE$
#include <assert.h>
int main(void) {
  int x = 0;
  while (x < 100) {
    ++x;
    assert(x != 50);
  }
  return 0;
}
