/* Two counters moving together up to a symbolic bound: the assertion after
 * the loop needs i - j <= 0 and j - i <= 0 (zones or octagons); intervals
 * know nothing about j, and an arbitrary start has i != j. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __CPROVER_assume(0 < n && n < 1000);
  int i = 0, j = 0;
  while (i < n) {
    ++i;
    ++j;
  }
  assert(j == i);
  return 0;
}
