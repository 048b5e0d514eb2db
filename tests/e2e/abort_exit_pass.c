// abort() and exit() end the path: the assertions after them cannot fail.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 21 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

static void check(int v) {
  if (v > 100)
    exit(1);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0)
    abort();
  assert(x >= 0);
  check(x);
  assert(x <= 100);
  return 0;
}
