/* j counts some of the iterations of i: the zone rows j - i <= 0 and
 * i - n <= 0 prove j <= n after the loop; intervals bound j only by the
 * type's range, and an arbitrary start may have j > n. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __CPROVER_assume(0 < n && n < 1000);
  int i = 0, j = 0;
  while (i < n) {
    if (__VERIFIER_nondet_int())
      ++j;
    ++i;
  }
  assert(j <= n);
  return 0;
}
