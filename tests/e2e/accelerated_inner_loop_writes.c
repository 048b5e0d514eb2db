// An inner loop that stores a nondeterministic value into each of 256
// elements is accelerated into one havoc of the array (instrument/
// AccelerateLoops). The outer loop around it writes the array: its exit's
// memory and k-induction's arbitrary iteration must not keep the array's
// zeros (the assertion was proved wrongly when the havoc was not counted
// as a write of the outer loop).
// ARGS: --k-induction
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 19 assertion a\[3\] == 0: FAILURE$
#include <assert.h>
int __VERIFIER_nondet_int(void);
int a[256];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  for (int k = 0; k < n; k++)
    for (int i = 0; i < 256; i++)
      a[i] = __VERIFIER_nondet_int();
  assert(a[3] == 0);
  return 0;
}
