/* A loop calling a function on every iteration. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static int clamp(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

int main() {
  int total = 0;
  int steps = 0;
  while (__VERIFIER_nondet_int() && steps < 1000) {
    total += clamp(__VERIFIER_nondet_int(), 0, 10);
    ++steps;
    assert(total <= 10 * steps);
  }
  return 0;
}
