/* One buffer per iteration, but only the last one is freed. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main() {
  int *buffer = NULL;
  for (int i = 0; i < 3; ++i) {
    buffer = malloc(4 * sizeof(int));
    if (buffer == NULL)
      return 1;
    buffer[0] = __VERIFIER_nondet_int();
  }
  free(buffer);
  return 0;
}
