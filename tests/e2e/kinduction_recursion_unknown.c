// Recursion deeper than the unwinding is not covered by the induction step
// when no summary can stand for it: count() writes memory, so it gets none,
// and nothing is proved by induction while such a call is reachable, not
// even the loop assertion that k-induction alone would prove. (PDR, which
// the default tries first, proves it: --no-pdr keeps this a test of kIkI.)
// summary_recursion_loop_pass.c is the same program with a count() that
// touches no memory.
// EXIT: 5
// ARGS: --k-induction --unwind 3 --no-pdr --stats
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: functions-summarised
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int calls;
int count(int n) { calls++; return n <= 0 ? 0 : 1 + count(n - 1); }
int main(void) {
  int x = 0;
  int n = __VERIFIER_nondet_int();
  while (__VERIFIER_nondet_int()) {
    if (x < 3) x++;
    assert(x <= 3);
  }
  return count(n);
}
