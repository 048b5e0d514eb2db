// --no-assertions: a failing assert() is not a property any more.
// EXIT: 0
// ARGS: --no-assertions
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: assertion
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x == 1);
  return 0;
}
