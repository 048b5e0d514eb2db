// An alloca'd array of symbolic size n written one element too far
// (i <= n): the write at i == n is outside the object.
// EXIT: 10
// ARGS: --pointer-check --bounds-check --no-assertions
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 13 dereference failure: access out of object bounds in a\[i\]: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000000) return 0;
  int *a = alloca(n * sizeof(int));
  for (int i = 0; i <= n; i++) a[i] = i;
  return 0;
}
