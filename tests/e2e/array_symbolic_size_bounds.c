// Bounds of arrays of symbolic size n (alloca, malloc, a VLA) over loops
// that write and read them: every access is proved within its object (the
// object's size is 4n bytes and the loops keep 0 <= i < n), and the leak
// check holds (b is freed).
// EXIT: 0
// ARGS: --pointer-check --bounds-check --memory-leak-check --no-assertions
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 16 .*out of object bounds in c\[i\]: SUCCESS$
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 18 .*out of object bounds in a\[i\]: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000000) return 0;
  int *a = alloca(n * sizeof(int)); int *b = malloc(n * sizeof(int)); int c[n];
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = a[i]; c[i] = b[i]; }
  int s = 0;
  for (int i = n - 1; i >= 0; i--) s += c[i] - a[i];
  free(b);
  return s;
}
