// Without --stop-on-fail the run goes on after the first failure: the
// assertion that needs a deeper unwinding fails too (stop_on_fail.c stops).
// EXIT: 10
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 11 assertion x != 3: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 13 assertion i < 6: FAILURE$
#include <assert.h>
int main(void) {
  int x = __VERIFIER_nondet_int();
  for (int i = 0; i < 10; i++) {
    assert(x != 3);
    x = 0;
    assert(i < 6);
  }
  return 0;
}
