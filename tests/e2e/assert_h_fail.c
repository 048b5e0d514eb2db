// assert.h's assert on a value that can be 42.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 42);
  return 0;
}
