// The block is freed on only one branch.
// EXIT: 10
// ARGS: --memory-leak-check
// EXPECT: ^\[main\.memory-leak\.\d+\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char *p = malloc(10);
  if (__VERIFIER_nondet_int())
    free(p);
  return 0;
}
