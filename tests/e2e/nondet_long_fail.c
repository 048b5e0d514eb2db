// A nondet long is 64 bits wide (LP64 default): it can be 2^32.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern long __VERIFIER_nondet_long(void);

int main(void) {
  long l = __VERIFIER_nondet_long();
  assert(l != 4294967296L);
  return 0;
}
