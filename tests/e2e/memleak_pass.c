// Every heap block is freed before main returns.
// EXIT: 0
// ARGS: --memory-leak-check
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(sizeof(int));
  int *q = malloc(2 * sizeof(int));
  if (__VERIFIER_nondet_int()) {
    free(p);
    p = 0;
  }
  free(q);
  free(p);
  return 0;
}
