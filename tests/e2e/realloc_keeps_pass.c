// realloc keeps the old contents (up to the smaller size).
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
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
  q[3] = 11;
  assert(q[0] == 7 && q[1] == 9 && q[3] == 11);
  free(q);
  return 0;
}
