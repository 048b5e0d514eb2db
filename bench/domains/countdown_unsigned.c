/* An unsigned count-down from a bound below 1000 that may stop early: the
 * interval 0 <= u <= 998 of the unsigned variable proves the assertion
 * after the loop; an arbitrary start may be 4000000000. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __CPROVER_assume(0 < n && n < 1000);
  unsigned u = (unsigned)n;
  while (u > 0) {
    if (__VERIFIER_nondet_int())
      break;
    --u;
  }
  assert(u < 1000u);
  return 0;
}
