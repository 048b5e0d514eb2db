// A heap block that is never freed: leaked at the end of main.
// EXIT: 10
// ARGS: --memory-leak-check
// EXPECT: ^\[main\.memory-leak\.\d+\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>

int main(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  *p = 1;
  return 0;
}
