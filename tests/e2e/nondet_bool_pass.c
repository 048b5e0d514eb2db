// A nondet _Bool is 0 or 1, nothing else.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 11 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  _Bool b = __VERIFIER_nondet_bool();
  int x = b;
  assert(x == 0 || x == 1);
  return 0;
}
