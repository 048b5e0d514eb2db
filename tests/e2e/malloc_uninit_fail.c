// malloc does not initialise memory: the contents are indeterminate and
// may be nonzero (unlike calloc).
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(8 * sizeof(int));
  if (!p)
    return 0;
  assert(p[3] == 0);
  free(p);
  return 0;
}
