// The same block is freed twice on one path.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.free\.\d+\] line 15 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char *p = malloc(16);
  if (!p)
    return 0;
  free(p);
  if (__VERIFIER_nondet_int())
    free(p);
  return 0;
}
