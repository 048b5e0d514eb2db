// --stop-on-fail: the run ends at the first failure, so the assertion that
// needs a deeper unwinding stays UNKNOWN (without the option it fails too:
// see keep_going_fail.c). The bound comes from a call, so the loop is not
// one bounded model checking unwinds completely at once.
// EXIT: 10
// ARGS: --incremental-bmc --stop-on-fail
// EXPECT: ^\[main\.assertion\.1\] line 15 assertion x != 3: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 17 assertion i < 6: UNKNOWN$
#include <assert.h>
static int ten(void) { return 10; }
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  for (int i = 0; i < ten(); i++) {
    assert(x != 3);
    x = 0;
    assert(i < 6);
  }
  return 0;
}
