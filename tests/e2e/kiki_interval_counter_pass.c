// The default strategy (kIkI with intervals) proves a loop with a symbolic
// bound that bounded model checking cannot unwind; --show-invariants prints
// the interval of the loop-back value of i (after each iteration).
// EXIT: 0
// ARGS: --show-invariants
// EXPECT: ^loop at line 13 \(main\): 1 <= i <= 1000$
// EXPECT: ^\[main\.assertion\.1\] line 14 assertion i <= 1000: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), i = 0;
  while (i < n && i < 1000) {
    assert(i <= 1000);
    ++i;
  }
  return 0;
}
