// A nondet _Bool can be false.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  _Bool b = __VERIFIER_nondet_bool();
  assert(b);
  return 0;
}
