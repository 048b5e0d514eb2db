// The bug variant of complete_input_loop_proof.c: the last byte may be 3
// when n is 6, the loop's last trip. Found at the first unwinding with the
// loop completed at once (before, at unwinding 8).
// EXIT: 10
// ARGS: --incremental-bmc --bounds-check --pointer-check --memory-leak-check --stats
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 23 .*: FAILURE$
// EXPECT: statistics: .* unwinding=1 .* loops-completed-at-once=[1-9]
// EXPECT: ^VERIFICATION FAILED$
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
  assert(p[-1] != 3 || n < 6);
  free(buf);
  return 0;
}
