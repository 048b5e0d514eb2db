// The failing twin of array_segment_pointer_elements.c: only the first
// half gets an object, the rest stays null, and the check reads one past
// the half.
// EXIT: 10
// ARGS: --k-induction --arrays --intervals --heap
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
#define N 8
int main() {
  int *a[N];
  for (int i = 0; i < N; i++)
    a[i] = NULL;
  for (int i = 0; i < N / 2; i++)
    a[i] = malloc(sizeof(int));
  for (int i = 0; i <= N / 2; i++)
    __VERIFIER_assert(a[i] != NULL);
  return 0;
}
