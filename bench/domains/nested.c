/* Nested loops over symbolic bounds: the outer and the inner counter both
 * need a lower bound (intervals of both loops). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool);

int main(void) {
  int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  __CPROVER_assume(0 < n && n < 100 && 0 < m && m < 100);
  int count = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      assert(i >= 0 && j >= 0);
      ++count;
    }
  return 0;
}
