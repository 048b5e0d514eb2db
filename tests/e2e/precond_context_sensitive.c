// --context-sensitive: main needs sign's result to be 0, so sign's
// precondition is x == 0 under that need (2LS's precond_contextsensitive1).
// Without the option sign has no assertion and gets no line.
// ARGS: --context-sensitive --preconditions
// EXIT: 5
// EXPECT: ^\[sign\]: sign#return_value <= 0 && -sign#return_value <= 0 ==> x <= 0 && -x <= 0$
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
