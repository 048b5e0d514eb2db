// __VERIFIER_assume restricts the paths: the assertion holds on all of them.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 10 && x < 20);
  assert(x >= 11 && x <= 19);
  return 0;
}
