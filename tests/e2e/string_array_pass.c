// Strings in char arrays with hand-written strlen / strcpy loops.
// EXIT: 0
// ARGS: --unwind 10
// EXPECT: ^\[main\.assertion\.1\] line 25 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

static int my_strlen(const char *s) {
  int n = 0;
  while (s[n] != '\0')
    n++;
  return n;
}

static void my_strcpy(char *d, const char *s) {
  while ((*d++ = *s++) != '\0')
    ;
}

int main(void) {
  char buf[8];
  char word[] = "hello";
  my_strcpy(buf, word);
  buf[0] = 'j';
  assert(my_strlen(buf) == 5 && buf[0] == 'j' && word[0] == 'h' && buf[4] == 'o');
  return 0;
}
