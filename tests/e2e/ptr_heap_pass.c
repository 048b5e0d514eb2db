// Correct use of a heap block: write, read, free once.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 15 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <stdlib.h>

int main(void) {
  int *p = malloc(3 * sizeof(int));
  if (!p)
    return 0;
  p[0] = 1;
  p[2] = 3;
  int v = p[2];
  free(p);
  return v - 3;
}
