// A failure 25 calls deep: the summary of depth() says little (its rows
// are widened away), so nothing is proved, and the bounded checks find the
// failure once the recursion is unwound deep enough. A summary must never
// stand for a call in the checks that report failures.
// EXIT: 10
// ARGS:
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int depth(int n) { return n <= 0 ? 0 : depth(n - 1) + 1; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 30)
    return 0;
  assert(depth(n) != 25);
  return 0;
}
