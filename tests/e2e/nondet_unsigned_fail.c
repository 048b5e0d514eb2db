// A nondet unsigned int exceeds INT_MAX.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  assert(u <= 2147483647u);
  return 0;
}
