// -DBUG compiles the buggy branch in (same program as define_default_pass.c).
// EXIT: 10
// ARGS: -DBUG
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
#ifdef BUG
  if (x == 17)
    y = 1;
#endif
  assert(y == 0);
  return x & 0;
}
