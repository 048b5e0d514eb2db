// ARGS: --show-invariants
// EXIT: 0
// EXPECT: b\[k\] for nb@entry <= k < nb: b\[k\] >= 0
// EXPECT: c\[k\] for nc@entry <= k < nc: c\[k\] <= -1
// EXPECT: ^VERIFICATION SUCCESSFUL$
// Segment bounds found by the binary search (2LS's arrays/standard_partition):
// joining models of arbitrary elements, the bounds b[k] >= 0 and c[k] < 0
// went to top after three raises.
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int b[100000], c[100000];
  int nb = 0, nc = 0;
  for (int i = 0; i < 100000; i++) {
    int v = __VERIFIER_nondet_int();
    if (v >= 0)
      b[nb++] = v;
    else
      c[nc++] = v;
  }
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < nb)
    assert(b[j] >= 0);
  if (j >= 0 && j < nc)
    assert(c[j] < 0);
  return 0;
}
