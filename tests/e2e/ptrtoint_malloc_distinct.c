// Pointers cast to integers must not expose the model's object numbers:
// the loop's arbitrary iteration names its allocation with one number, so
// the zone inference found "a[k] == that number for every k < n" and
// proved a[i] == a[0], which fails for n = 2 (two different objects).
// Through an unknown injective image of the object, nothing is proved.
// EXIT: 5
// ARGS: --zones
// EXPECT: ^\[main\.assertion\.1\] line 21 .*: UNKNOWN$
// REJECT: SUCCESS
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
long a[1000];
int main(void) {
  int n = 0;
  while (n < 1000 && __VERIFIER_nondet_int()) {
    a[n] = (long)malloc(sizeof(int));
    n++;
  }
  for (int i = 0; i < n; i++)
    assert(a[i] == a[0]);
  return 0;
}
