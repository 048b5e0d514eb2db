// Without -DBUG the buggy branch is not compiled in.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
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
