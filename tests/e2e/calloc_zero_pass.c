// calloc returns zeroed memory.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdlib.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  int *p = calloc(8, sizeof(int));
  if (!p)
    return 0;
  unsigned int i = __VERIFIER_nondet_uint() % 8u;
  assert(p[i] == 0);
  free(p);
  return 0;
}
