// free() of the address of a local variable is an invalid free.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.free\.\d+\] line 11 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>

int main(void) {
  int x = 3;
  int *p = &x;
  free(p);
  return 0;
}
