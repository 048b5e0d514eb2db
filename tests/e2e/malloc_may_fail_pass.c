// --malloc-may-fail with the NULL checks in place: proved. Without the
// option allocation succeeds (the default, as in the competition).
// EXIT: 0
// ARGS: --pointer-check --memory-leak-check --malloc-may-fail
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  if (!p) return 1;
  *p = 1;
  int *q = realloc(p, 2 * sizeof(int));
  if (!q) { free(p); return 1; }
  q[1] = 2;
  free(q);
  return 0;
}
