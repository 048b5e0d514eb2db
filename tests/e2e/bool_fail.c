// _Bool b = 2 stores 1, so b == 2 is false.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  _Bool b = x;
  int y = b;
  assert(y == x);
  return 0;
}
