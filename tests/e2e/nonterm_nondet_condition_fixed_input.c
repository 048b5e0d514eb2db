// while (nondet()) x += 2; runs forever when the environment always says
// yes (SV-COMP loop-invariants/odd). No box of x is closed under every
// input (0 leaves), but with the input fixed to the value a real first
// iteration used, every state comes back: non-termination is found.
// ARGS: --termination --trace
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line \d+ loop terminates: FAILURE$
// EXPECT: every input of each iteration as in the first: -?[1-9][0-9]*\)$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned int x = 1;
  while (__VERIFIER_nondet_int())
    x += 2;
  assert(x % 2);
  return 0;
}
