// A loop that stores at an input index (not through a header phi) gets a
// segment over the whole array, "0 <= a[k] <= 100 for 0 <= k < 64": the
// first loop's segment starts it, the second loop keeps it, and the check
// loop reads it back at every index. Without whole-array segments the
// second loop's memory is arbitrary and the check is UNKNOWN.
// EXIT: 0
// ARGS: --no-portfolio --show-invariants
// EXPECT: ^loop at line 17 \(main\): a\[k\] for 0 <= k < 64: 0 <= a\[k\] <= 100$
// EXPECT: ^\[main\.assertion\.1\] line 24 .*: SUCCESS$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[64];
int main(void) {
  int i;
  for (i = 0; i < 64; i++)
    a[i] = 0;
  while (__VERIFIER_nondet_int()) {
    int at = __VERIFIER_nondet_int();
    int v = __VERIFIER_nondet_int();
    if (at >= 0 && at < 64 && v >= 0 && v <= 100)
      a[at] = v;
  }
  for (i = 0; i < 64; i++)
    assert(a[i] >= 0 && a[i] <= 100);
  return 0;
}
