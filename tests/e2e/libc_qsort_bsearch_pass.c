// qsort calls the comparison function over the array and sorts it; bsearch
// then finds a present key. No false alarm.
// EXIT: 0
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 18 assertion .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 20 assertion .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdlib.h>
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
int main(void) {
  int a[3] = {__VERIFIER_nondet_int(), __VERIFIER_nondet_int(), 5};
  qsort(a, 3, sizeof(int), cmp);
  int key = 5;
  assert(a[0] <= a[1] && a[1] <= a[2]);
  int *p = bsearch(&key, a, 3, sizeof(int), cmp);
  assert(p != 0 && *p == 5);
  return 0;
}
