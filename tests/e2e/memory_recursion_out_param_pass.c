// Recursion that writes through a pointer: the memory after a call that is
// not yet inlined is a memory variable defined when the call is expanded.
// EXIT: 0
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#include <assert.h>

void sum_to(int n, int *out) {
  if (n == 0) { *out = 0; return; }
  sum_to(n - 1, out);
  *out += n;
}

int main(void) {
  int n = __VERIFIER_nondet_int(), s;
  __VERIFIER_assume(n >= 0 && n <= 4);
  sum_to(n, &s); assert(2 * s == n * (n + 1));
  return 0;
}
