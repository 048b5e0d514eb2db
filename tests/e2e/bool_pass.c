// Conversion to _Bool yields 0 or 1 (any nonzero value becomes 1).
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b = x;
  _Bool big = 256;
  int sum = b + big;
  assert(big == 1 && (x != 0 ? sum == 2 : sum == 1));
  return 0;
}
