// A harness loop that fills an input of symbolic length (its trip bound
// read off a nondet input alone) is unwound completely before the code
// after it in plain BMC, and its exit state is the if-then-else of its
// iterations' exits: the pointer it leaves names the buffer, and the byte
// read back through it is the one stored. Every check is proved at the
// first unwinding (before, a proof needed the loop unwound 8 times).
// EXIT: 0
// ARGS: --incremental-bmc --bounds-check --pointer-check --memory-leak-check --stats
// EXPECT: ^\[main\.assertion\.1\] line 25 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 26 .*: SUCCESS$
// EXPECT: statistics: .* unwinding=1 .* loops-completed-at-once=[1-9]
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n >= 1 && n <= 6);
  unsigned char *buf = malloc(n);
  if (!buf) return 0;
  unsigned char *p = buf;
  for (unsigned i = 0; i < n; i++) *p++ = __VERIFIER_nondet_uchar() | 1;
  assert(p == buf + n);
  assert(p[-1] != 0);
  free(buf);
  return 0;
}
