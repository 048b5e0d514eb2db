// A loop with a small constant trip count (t[i] = i * i, 40 times) is
// unwound completely under k-induction, with no arbitrary start: the
// loops after it read exact squares, so "no element is 2" holds at
// unwinding 1 (an invariant of the first loop could only bound the
// elements, 0 <= t[k] <= 1521, which allows 2; kiki before this needed
// 40 unwindings, past 30 s).
// EXIT: 0
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int t[40];
  for (int i = 0; i < 40; i++)
    t[i] = i * i;
  while (__VERIFIER_nondet_int())
    for (int j = 0; j < 40; j++)
      assert(t[j] != 2);
  return 0;
}
