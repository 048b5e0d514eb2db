// complete_loop_first_exit.c's case with the default strategy (the
// portfolio's plain BMC child completes the loop at once): the loop may be
// left at its first header visit (n == 0), and `total > 0` fails there.
// With the first iteration's exit events dropped it was wrongly proved.
// EXIT: 10
// ARGS:
// EXPECT: ^\[main\.assertion\.1\] line 20 assertion total % 3 == 0: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 21 assertion total > 0: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar();
  if (n > 4)
    return 0;
  unsigned total = 0;
  for (unsigned k = 0; k < n; k++)
    total += 3;
  assert(total % 3 == 0);
  assert(total > 0);
  return 0;
}
