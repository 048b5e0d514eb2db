// Unwinding a loop with a small constant trip count completely at once must
// leave the other loops' frontier in place: the scan after the input loop
// still deepens, and a violation that needs 10 of its iterations is found
// between the tenth and the twentieth (not hidden, not reported early; the
// step between checked depths doubles while the checks stay cheap,
// engines/DeepeningSchedule).
// With an explicit --unwind N every loop is unwound N times, as before:
// deep_bug_unwind_exact.c.
// ARGS: --incremental-bmc --stats
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 25 .*: FAILURE$
// EXPECT: ^statistics: .* unwinding=(9|1[0-9]|20) 
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#define LEN 40

int main(void) {
  char buf[LEN + 1];
  for (int k = 0; k < LEN; k++)
    buf[k] = __VERIFIER_nondet_char();
  buf[LEN] = 0;
  int i = 0;
  while (buf[i] == ' ')
    i++;
  assert(i < 10);
  return 0;
}
