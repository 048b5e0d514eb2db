/* Sum of bounded non-deterministic inputs: arithmetic the solver must reason
 * about at every unwinding. The bound on the sum holds. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool condition);

int main() {
  long long sum = 0;
  int count = 0;
  while (__VERIFIER_nondet_int() && count < 1000) {
    int v = __VERIFIER_nondet_int();
    __CPROVER_assume(v >= -100 && v <= 100);
    sum += (long long)v * v;
    ++count;
    assert(sum <= 10000LL * count);
  }
  return 0;
}
