// strdup allocates: forgetting to free the copy is a leak.
// EXIT: 10
// ARGS: --memory-leak-check --pointer-check
// EXPECT: ^\[main\.memory-leak\.1\] line 12 dynamically allocated memory not freed at program exit: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *copy = strdup("text");
  if (copy && copy[4] != 0)
    free(copy);
  return 0;
}
