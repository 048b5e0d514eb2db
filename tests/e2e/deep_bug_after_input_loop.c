// A bug in the third iteration of a scanning loop, behind a loop that fills
// a 40-byte input buffer. Bounded model checking unwinds a loop with a small
// constant trip count (LLVM's scalar evolution) completely at once, so the
// scan is reached at the first unwinding and the bug is found at the third.
// Before, every loop was unwound as deep as the others: the buffer's loop
// had to be unwound 40 times before any check after it could fail.
// ARGS: --incremental-bmc --stats
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 25 .*: FAILURE$
// EXPECT: ^statistics: .* unwinding=[1-3] 
// EXPECT: ^VERIFICATION FAILED$
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
  // fails for input that starts with two blanks and a digit
  assert(!(i == 2 && buf[i] >= '0' && buf[i] <= '9'));
  return 0;
}
