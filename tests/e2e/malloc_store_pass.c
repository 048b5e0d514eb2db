// Values stored in distinct heap blocks do not interfere.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 17 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(2 * sizeof(int));
  int *q = malloc(2 * sizeof(int));
  if (!p || !q)
    return 0;
  p[0] = 1;
  p[1] = 2;
  q[0] = 3;
  q[1] = 4;
  assert(p[0] + p[1] == 3 && q[0] + q[1] == 7 && p != q);
  free(p);
  free(q);
  return 0;
}
