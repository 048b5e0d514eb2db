// The assertion inside the recursive function fails at recursion depth 3.
// EXIT: 10
// ARGS: --incremental-bmc
// EXPECT: ^\[rec\.assertion\.1\] line 11 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static void rec(int depth, int n) {
  assert(depth < 3);
  if (depth < n)
    rec(depth + 1, n);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  rec(0, n);
  return 0;
}
