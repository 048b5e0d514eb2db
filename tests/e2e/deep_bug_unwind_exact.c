// An explicit --unwind N unwinds every loop N times, also a loop with a
// small constant trip count: here the 40-byte input loop is not left within
// 3 unwindings, so nothing after it is checked and the run is INCONCLUSIVE
// (without --unwind the bug is found at once: deep_bug_after_input_loop.c).
// ARGS: --incremental-bmc --unwind 3
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 21 .*: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
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
  assert(!(i == 2 && buf[i] >= '0' && buf[i] <= '9'));
  return 0;
}
