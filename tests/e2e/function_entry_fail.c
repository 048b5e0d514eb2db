// With --function f, f's argument is nondet: x == 7 is possible.
// EXIT: 10
// ARGS: --function f
// EXPECT: ^\[f\.assertion\.1\] line 9 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

int f(int x) {
  assert(x != 7);
  return x + 0;
}

int main(void) {
  return f(1);
}
