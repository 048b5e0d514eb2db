// strncpy pads with NULs, strncat writes at most n characters and a NUL,
// strstr, strrchr and memchr find what is there: all exact and safe.
// EXIT: 0
// ARGS: --pointer-check --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 18 assertion .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 20 assertion .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 21 assertion .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <string.h>
int main(void) {
  char d[8];
  strncpy(d, "ab", sizeof d);
  strncat(d, "cdefgh", 3);
  const char *s = "a/b/c";
  const char *slash = strrchr(s, '/');
  const char *found = strstr(s, "b/");
  assert(d[7] == 0 && strcmp(d, "abcde") == 0);
  char *nul = memchr(d, 0, sizeof d);
  assert(nul == d + 5);
  assert(slash == s + 3 && found == s + 2);
  return 0;
}
