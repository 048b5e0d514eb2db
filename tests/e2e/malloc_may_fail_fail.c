// --malloc-may-fail: malloc may return NULL, so the unchecked write fails.
// EXIT: 10
// ARGS: --pointer-check --malloc-may-fail
// EXPECT: ^\[main\.pointer_dereference\.1\] line 10 dereference failure: NULL pointer in \*p: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  int *q = calloc(2, sizeof(int));
  *p = 1;
  if (q) q[1] = 2;
  free(p);
  free(q);
  return 0;
}
