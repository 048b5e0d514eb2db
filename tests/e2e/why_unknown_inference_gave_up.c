// An inference that gives up is a reason of its own: with a 1 ms limit per
// query, the 64-bit divisions of this loop's first inference query run past
// it, the loop gets no invariant, and the UNKNOWN says so and why.
// ARGS: --unwind 1 --no-portfolio --inference-query-limit 1
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 20 assertion digits >= 0: UNKNOWN$
// EXPECT: ^  no invariant for the loop starting at line 15: a query ran past the limit of 1 ms CPU time per query \(--inference-query-limit\)$
// REJECT: imprecise value
#include <assert.h>
unsigned long long __VERIFIER_nondet_ulonglong(void);
int main(void) {
  unsigned long long v = __VERIFIER_nondet_ulonglong();
  unsigned long long w = __VERIFIER_nondet_ulonglong();
  int digits = 0;
  while (v) {
    v = v / 10 + w % 7;
    w = w * 3 / 5;
    digits++;
  }
  assert(digits >= 0);
  return 0;
}
