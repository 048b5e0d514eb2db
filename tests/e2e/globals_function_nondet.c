// With --function f, globals are nondet on entry: g == 5 may not hold.
// EXIT: 10
// ARGS: --function f
// EXPECT: ^\[f\.assertion\.1\] line 11 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

int g = 5;

void f(void) {
  assert(g == 5);
}

int main(void) {
  f();
  return 0;
}
