// Memory written in a loop and read after it through a symbolic index: the
// exit memory is a memory variable constrained at each read address.
// a[k] is 3*k, so a[n-1] == 3*(n-1) != 3*n fails.
// EXIT: 10
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: FAILURE$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#include <assert.h>

int main(void) {
  int a[6];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 6);
  for (int i = 0; i < n; i++)
    a[i] = 3 * i;
  int k = n - 1;
  assert(a[k] == 3 * n);
  return 0;
}
