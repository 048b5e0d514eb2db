// Globals changed by a callee are seen by the caller.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 19 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int counter;

static void bump(void) { counter += 2; }

int main(void) {
  bump();
  bump();
  assert(counter == 4);
  if (__VERIFIER_nondet_int())
    bump();
  assert(counter == 4);
  return 0;
}
