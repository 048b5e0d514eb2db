// strcpy into a buffer that fits, then exact strlen, strcmp and memcmp:
// no false alarm, every check proved.
// EXIT: 0
// ARGS: --bounds-check --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 15 assertion n == 3: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 16 assertion strcmp\(d, "abc"\) == 0: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 17 assertion memcmp\(d, s, 4\) == 0: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <string.h>
int main(void) {
  const char *s = "abc";
  char d[8];
  size_t n = strlen(strcpy(d, s));
  assert(n == 3);
  assert(strcmp(d, "abc") == 0);
  assert(memcmp(d, s, 4) == 0);
  return 0;
}
