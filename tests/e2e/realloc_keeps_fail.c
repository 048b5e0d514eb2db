// realloc keeps the old contents: q[1] is 9, not 7.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(2 * sizeof(int));
  if (!p)
    return 0;
  p[0] = 7;
  p[1] = 9;
  int *q = realloc(p, 4 * sizeof(int));
  if (!q) {
    free(p);
    return 0;
  }
  assert(q[1] == 7);
  free(q);
  return 0;
}
