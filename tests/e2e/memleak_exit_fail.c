// exit() ends the program with a heap block still allocated.
// EXIT: 10
// ARGS: --memory-leak-check
// EXPECT: ^\[\w+\.memory-leak\.\d+\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>

static void finish(int code) { exit(code); }

int main(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  finish(0);
  free(p);
  return 0;
}
