// The loop never exits (x == z holds again after every two iterations), so
// the code after it is unreachable: from an arbitrary start the loop may only
// be left in its deepest iteration, which 3-induction rules out.
// EXIT: 0
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line 16 assertion unreachable: SUCCESS$
#include <assert.h>
int main(void) {
  int x = 1, y = -1, z = 1;
  while (x == z) {
    z = y;
    y = x;
    x = -x;
  }
  int unreachable = 0;
  assert(unreachable);
  return 0;
}
