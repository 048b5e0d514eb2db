// A loop completed at once keeps the exits of every iteration it encoded:
// here the first header visit may already leave (n == 0). The exits of a
// loop unwound eagerly are the if-then-else of the events its iterations
// collected; when the first iteration's events were dropped (one eager
// unwinding handing over to another), n == 0 could not leave the loop
// and `s != 0` was wrongly proved.
// EXIT: 10
// ARGS: --incremental-bmc --stats
// EXPECT: ^\[main\.assertion\.1\] line 26 assertion q == n: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 27 assertion s != 0: FAILURE$
// EXPECT: statistics: .* unwinding=1 .* loops-completed-at-once=[1-9]
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar();
  if (n > 3)
    return 0;
  unsigned s = 0, i = 0;
  while (i < n) {
    s += 7;
    i++;
  }
  unsigned q = s / 7;
  assert(q == n);
  assert(s != 0);
  return 0;
}
