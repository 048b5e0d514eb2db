// Writes one element past a heap block of n ints.
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n < 3 || n > 16)
    return 0;
  int *p = malloc(n * sizeof(int));
  for (unsigned i = 0; i < n; i++)
    p[i] = 0;
  unsigned j = __VERIFIER_nondet_uint();
  if (j <= n)
    p[j] = 1;
  free(p);
  return 0;
}
