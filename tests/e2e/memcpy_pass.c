// memcpy copies bytes, including the terminating zero.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 18 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <string.h>

struct pair { int a; short b; };

int main(void) {
  char src[4] = "abc";
  char dst[4] = {'x', 'x', 'x', 'x'};
  memcpy(dst, src, 4);
  assert(dst[0] == 'a' && dst[1] == 'b' && dst[3] == 0);
  struct pair s = {123456, -7}, t;
  memcpy(&t, &s, sizeof s);
  assert(t.a == 123456 && t.b == -7);
  return 0;
}
