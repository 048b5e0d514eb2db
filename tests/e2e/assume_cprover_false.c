// __CPROVER_assume(0) cuts every path: the failing assertion after it is
// unreachable, so it holds.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
void __CPROVER_assume(_Bool condition);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __CPROVER_assume(x < 0 && x > 0);
  assert(0);
  return 0;
}
