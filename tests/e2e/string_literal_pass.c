// String literals are arrays of char ending in a zero byte. Indices are
// nondet so that clang cannot fold the assertions away.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 14 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int i = __VERIFIER_nondet_uint() % 3u;
  const char *s = "hello";
  assert("abc"[i] == 'a' + (int)i && sizeof("abc") == 4);
  assert(s[0] == 'h' && s[4] == 'o' && s[5] == 0);
  return 0;
}
