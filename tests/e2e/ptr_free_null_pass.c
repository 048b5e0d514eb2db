// free(NULL) does nothing; freeing a malloc result (possibly NULL) once is
// fine.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <stdlib.h>

int main(void) {
  int *p = 0;
  free(p);
  char *q = malloc(8);
  free(q);
  return 0;
}
