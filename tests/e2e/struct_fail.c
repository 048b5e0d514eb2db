// Struct assignment copies: changing the copy leaves the original alone.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

struct point { int x, y; };

int main(void) {
  struct point a = {1, 2};
  struct point b = a;
  b.x = 5;
  assert(a.x == 5);
  return 0;
}
