// A violation after an unbounded loop is still found by the bounded part of
// k-induction (x == 40 after 20 iterations).
// EXIT: 10
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line 13 assertion x != 40: FAILURE$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    x += 2;
  }
  assert(x != 40);
  return 0;
}
