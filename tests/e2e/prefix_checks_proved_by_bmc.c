// Checks of the loop-free prefix (model/LoopFreePrefix): every execution
// reaches them, if at all, before any loop, so plain bounded model checking
// proves them once a bounded check finds none violated, without unwinding
// the loop after them completely (UNKNOWN before). The assertion after the
// loop stays open.
// ARGS: --signed-overflow-check --incremental-bmc --unwind 2
// EXIT: 5
// EXPECT: ^\[main\.overflow\.1\] line 16 arithmetic overflow on signed \+ in x \+ 1: SUCCESS$
// EXPECT: ^\[main\.assertion\.1\] line 17 assertion x >= 1: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 21 assertion k != 12345: UNKNOWN$
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 100) return 0;
  x = x + 1;
  assert(x >= 1);
  unsigned k = 1;
  while (__VERIFIER_nondet_int())
    k = k * 3 + (unsigned)x;
  assert(k != 12345);
  return 0;
}
