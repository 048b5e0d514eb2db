// memcpy copies only the first 2 bytes: dst[2] keeps its old value 'x'.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 14 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <string.h>

int main(void) {
  char src[4] = "abc";
  char dst[4] = {'x', 'x', 'x', 'x'};
  memcpy(dst, src, 2);
  assert(dst[1] == 'b' && dst[2] == 'x');
  assert(dst[2] == 'c');
  return 0;
}
