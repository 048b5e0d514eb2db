/* A 64-bit counter to a bound of up to about 2^51, which may stop early:
 * far beyond any unwinding. The lower bound i >= 1 of the interval proves
 * the assertion after the loop; an arbitrary start may be negative. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool);

int main(void) {
  int k = __VERIFIER_nondet_int();
  __CPROVER_assume(k > 0);
  long n = (long)k * 1000000L;
  long i = 0;
  while (i < n) {
    if (__VERIFIER_nondet_int())
      break;
    ++i;
  }
  assert(i >= 0);
  return 0;
}
