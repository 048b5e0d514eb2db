// The same program without --context-sensitive: sign has no check of its
// own, so its precondition is trivial; main has no parameter.
// ARGS: --preconditions
// EXIT: 5
// EXPECT: ^\(2 functions with a trivial precondition not listed\)$
// REJECT: ^\[sign\]
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int sign(int x) {
  if (x > 0)
    return 1;
  else if (x == 0)
    return 0;
  return -1;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = sign(x);
  assert(y == 0);
  return 0;
}
