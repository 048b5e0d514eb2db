// free() of a pointer into the middle of a heap block is an invalid free.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.free\.\d+\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (!p)
    return 0;
  free(p + 1);
  return 0;
}
