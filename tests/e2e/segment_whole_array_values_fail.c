// The soundness side of whole-array segments: one store at an input index
// may put 101 into the array, so "a[k] <= 100 for every k" must not be
// inferred; kIkI alone (no race with the BMC process) finds the failure.
// EXIT: 10
// ARGS: --no-portfolio
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: FAILURE$
// REJECT: SUCCESS
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[4];
int main(void) {
  int i;
  for (i = 0; i < 4; i++)
    a[i] = 0;
  while (__VERIFIER_nondet_int()) {
    int at = __VERIFIER_nondet_int();
    int v = __VERIFIER_nondet_int();
    if (at >= 0 && at < 4 && v >= 0 && v <= 101)
      a[at] = v;
  }
  for (i = 0; i < 4; i++)
    assert(a[i] >= 0 && a[i] <= 100);
  return 0;
}
