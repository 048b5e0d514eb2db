// A global variable is a template variable too (its contents in the loop's
// memory): zones relate it to the local counter and prove the assertion.
// EXIT: 0
// ARGS: --zones --k-induction --show-invariants
// EXPECT: ^loop at line 13 \(main\): .*i - g <= 0 && -i \+ g <= 0
// EXPECT: ^\[main\.assertion\.1\] line 14 assertion g == i: SUCCESS$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g;
int main(void) {
  int i = 0;
  g = 0;
  while (__VERIFIER_nondet_int()) { g++; i++; }
  assert(g == i);
  return 0;
}
