// Each iteration's malloc makes a different object, though the loop's
// arbitrary iteration (invariant inference) names its allocation with one
// object number. A segment over the stored pointers must not state that
// number ("a[k] is object 18 for every k < n" proved a[i] == a[0]); it
// keeps "not null" and the offset only. kIkI alone (no race with the BMC
// process, which finds it too) reports the failure at n = 2.
// EXIT: 10
// ARGS: --no-portfolio
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: FAILURE$
// REJECT: SUCCESS
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *a[1000];
int main(void) {
  int n = 0;
  while (n < 1000 && __VERIFIER_nondet_int()) {
    a[n] = malloc(sizeof(int));
    n++;
  }
  for (int i = 0; i < n; i++)
    assert(a[i] == a[0]);
  return 0;
}
