/* A counter up to a symbolic bound n < 1000, checked after the loop. The
 * interval 1 <= i <= 999 proves it by one-induction (--intervals), which
 * havoc cannot: an arbitrary start i >= 1000 exits at once. k-induction
 * needs no invariant here: the last iteration starts with i < n. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __CPROVER_assume(0 < n && n < 1000);
  int i = 0;
  while (i < n)
    ++i;
  assert(i < 1000);
  return 0;
}
