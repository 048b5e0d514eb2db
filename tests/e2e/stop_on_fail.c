// --stop-on-fail: the run ends at the first failure, so the assertion that
// needs a deeper unwinding stays UNKNOWN (without the option it fails too:
// see keep_going_fail.c). The bound comes from an input read in every
// iteration, so the loop is not one bounded model checking unwinds
// completely at once (it need not end).
// EXIT: 10
// ARGS: --incremental-bmc --stop-on-fail
// EXPECT: ^\[main\.assertion\.1\] line 19 assertion x != 3: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 21 assertion i < 6: UNKNOWN$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int atLeastTen(void) {
  int v = __VERIFIER_nondet_int();
  return v < 10 ? 10 : v;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  for (int i = 0; i < atLeastTen(); i++) {
    assert(x != 3);
    x = 0;
    assert(i < 6);
  }
  return 0;
}
