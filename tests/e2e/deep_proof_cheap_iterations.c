// A loop of at most 1000 iterations, proved by plain bounded model checking
// once it is unwound completely. The unwinding grows by more than one
// iteration between checks (engines/DeepeningSchedule); the check at a
// depth past the last iteration still sees that no execution goes further,
// and no failure hides at the depths it skipped.
// ARGS: --incremental-bmc --stats
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 23 .*: SUCCESS$
// EXPECT: ^statistics: solver-calls=([1-9]|[1-9][0-9]|[1-2][0-9][0-9]) .* unwinding=(1[0-9][0-9][0-9]|[2-9][0-9][0-9][0-9]) 
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned i = 0, s = 0;
  if (n > 1000)
    n = 1000;
  while (i < n) {
    i++;
    s += 2;
  }
  assert(s <= 2000);
  return 0;
}
