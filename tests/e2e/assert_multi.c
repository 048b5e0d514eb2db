// Assertions are numbered per function in source order; each gets its own
// verdict. Only the second one can fail.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 15 .*: FAILURE$
// EXPECT: ^\[main\.assertion\.3\] line 16 .*: SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x & 7;
  assert(y <= 7);
  assert(y != 5);
  assert(y >= 0);
  return 0;
}
