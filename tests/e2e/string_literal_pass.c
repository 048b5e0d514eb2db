// String literals are arrays of char ending in a zero byte.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 11 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

int main(void) {
  const char *s = "hello";
  assert("abc"[1] == 'b' && sizeof("abc") == 4);
  assert(s[0] == 'h' && s[4] == 'o' && s[5] == 0);
  return 0;
}
