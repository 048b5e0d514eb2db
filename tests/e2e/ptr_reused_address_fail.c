// malloc may hand out the address of a block freed before, so x == y can
// hold and x is then freed twice (a dangling pointer compares either way).
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.free\.\d+\] line 20 double free.*: FAILURE$
// EXPECT: ^\[main\.free\.\d+\] line 19 double free.*: SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>

struct T {
  struct T *next;
};

int main(void) {
  struct T *y = malloc(sizeof *y);
  free(y);
  struct T *x = malloc(sizeof *x);
  if (x == y)
    free(x);
  free(x);
  return 0;
}
