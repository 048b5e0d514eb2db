// Pointer elements in array segments: the first loop stores a fresh heap
// object into each element, so "every a[k] with k < i is not null" holds
// (pointers compare as (not null, offset), shown as "non-null+0"; with
// --heap the object's liveness and allocation site as well, a points-to
// row "a[k] -> {malloc@line 19}"); the second loop reads that fact back at
// every index.
// EXIT: 0
// ARGS: --arrays --intervals --heap --no-propagation --show-invariants
// EXPECT: ^loop at line 18 \(main\): a\[k\] for i@entry <= k < i: a\[k\] -> \{malloc@line 19\}$
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <stdlib.h>
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
#define N 100000
int main() {
  int *a[N];
  for (int i = 0; i < N; i++)
    a[i] = malloc(sizeof(int));
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] != NULL);
  return 0;
}
