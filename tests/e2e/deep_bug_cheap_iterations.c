// A bug behind 3000 iterations of a loop whose iterations are cheap to
// check. Plain bounded model checking unwinds further between two checks
// while the checks stay about as cheap as before (engines/DeepeningSchedule):
// checking after every single iteration took two solver calls per
// iteration and reached about 440 iterations of such a loop in 30 s.
// ARGS: --incremental-bmc --stats
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: FAILURE$
// EXPECT: ^statistics: solver-calls=([1-9]|[1-9][0-9]|[1-2][0-9][0-9]) .* unwinding=[3-9][0-9][0-9][0-9] 
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0, s = 0;
  while (i < n) {
    i++;
    s += 2;
    assert(s != 6000);
  }
  return 0;
}
