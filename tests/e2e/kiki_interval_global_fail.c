// A global variable bounded by the loop: its interval proves g <= 50, and
// g != 50 is not proved but found violated by the bounded check.
// EXIT: 10
// ARGS: --show-invariants
// EXPECT: ^loop at line 13 \(main\): 1 <= g <= 50$
// EXPECT: ^\[main\.assertion\.1\] line 14 assertion g <= 50: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 15 assertion g != 50: FAILURE$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g;
int main(void) {
  g = 0;
  while (__VERIFIER_nondet_int() && g < 50) { g++; }
  assert(g <= 50);
  assert(g != 50);
  return 0;
}
