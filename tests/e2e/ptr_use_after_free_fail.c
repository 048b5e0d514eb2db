// Reading through a pointer after free().
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 14 .*invalid or deallocated.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>

int main(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  *p = 5;
  free(p);
  int v = *p;
  return v;
}
