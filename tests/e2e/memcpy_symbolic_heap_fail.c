// A copy of symbolic length between two heap blocks of symbolic size: the
// byte past the copied ones keeps its value, so it is not the source's.
// EXIT: 10
// ARGS: --incremental-bmc --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 26 assertion b\[n - 1\] == \(char\)\(n - 1\): SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 27 assertion b\[0\] == 0: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 29 assertion b\[n\] == \(char\)n: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned n = __VERIFIER_nondet_uchar(), m = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n >= 1 && n <= m && m <= 6);
  char *a = malloc(m), *b = malloc(m);
  if (!a || !b)
    return 0 * (free(a), free(b), 0);
  for (unsigned i = 0; i < m; i++) {
    a[i] = (char)i;
    b[i] = 9;
  }
  memcpy(b, a, n);
  assert(b[n - 1] == (char)(n - 1));
  assert(b[0] == 0);
  if (n < m)
    assert(b[n] == (char)n);
  free(a);
  free(b);
  return 0;
}
