// Writing one element past a heap block of 3 ints.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 13 .*out of object bounds.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>

int main(void) {
  int *p = malloc(3 * sizeof(int));
  if (!p)
    return 0;
  int *q = p + 3;
  *q = 0;
  free(p);
  return 0;
}
