/* x goes up while y goes down: x + y == 100 and x <= 100 give y >= 0.
 * The sum needs octagons; intervals and zones cannot bound y from below.
 * The loop runs at most 100 times, so plain k-induction succeeds once BMC
 * has unwound it completely (k = 101). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0, y = 100;
  while (x < 100 && __VERIFIER_nondet_int()) {
    assert(y >= 1);
    ++x;
    --y;
  }
  assert(y >= 0);
  return 0;
}
