// --stop-on-fail ends the run at the first failure also when another
// property fails at the same depth: that one stays UNKNOWN. (Before, the
// bounded checks went on to find every failure of the depth first; on
// redis' ll2string the query after the first failure ran past 30 s.)
// The two assertions cannot fail in one execution, so one model fails one.
// EXIT: 10
// ARGS: --incremental-bmc --stop-on-fail
// EXPECT: ^\[main\.assertion\.[12]\] line 1[57] assertion .*: FAILURE$
// EXPECT: ^\[main\.assertion\.[12]\] line 1[57] assertion .*: UNKNOWN$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 1)
    assert(x != 1);
  else
    assert(x == 1);
  return 0;
}
