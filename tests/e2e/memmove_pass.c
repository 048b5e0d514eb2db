// memmove handles overlapping regions as if through a temporary buffer.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 15 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <string.h>

int main(void) {
  char b[5] = "abcd";
  memmove(b + 1, b, 3);
  assert(b[0] == 'a' && b[1] == 'a' && b[2] == 'b' && b[3] == 'c');
  char c[5] = "abcd";
  memmove(c, c + 1, 3);
  assert(c[0] == 'b' && c[1] == 'c' && c[2] == 'd' && c[3] == 'd');
  return 0;
}
