// A buggy max() (returns the smaller value): the caller's assertion fails.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int max(int a, int b) { return a > b ? b : a; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  assert(max(x, y) >= x);
  return 0;
}
