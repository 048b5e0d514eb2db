/* x and y receive the same arbitrary increments: x == y is the invariant
 * (equalities; zones and octagons as x - y <= 0 and y - x <= 0). The loop
 * may run forever, so neither BMC nor plain k-induction proves it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  while (__VERIFIER_nondet_int()) {
    int d = __VERIFIER_nondet_int();
    x = x + d;
    y = y + d;
  }
  assert(x == y);
  return 0;
}
