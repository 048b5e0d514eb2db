// Cutting a string with a zero byte shortens it: the length is 2, not 5.
// EXIT: 10
// ARGS: --unwind 10
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

static int my_strlen(const char *s) {
  int n = 0;
  while (s[n] != '\0')
    n++;
  return n;
}

int main(void) {
  char word[] = "hello";
  word[2] = '\0';
  assert(my_strlen(word) == 5);
  return 0;
}
