// Two nondet ints are independent of each other.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 11 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  assert(a == b);
  return 0;
}
