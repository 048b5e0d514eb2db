// --no-assertions keeps the other checks: the division can fail, the
// assertion after it (which can fail too) is ignored.
// EXIT: 10
// ARGS: --no-assertions --div-by-zero-check
// EXPECT: ^\[main\.division-by-zero\.1\] line 14 .*: FAILURE$
// REJECT: \.overflow\.
// EXPECT: ^VERIFICATION FAILED$
// REJECT: \.assertion\.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 100 / x;
  assert(y == 7);
  return y;
}
