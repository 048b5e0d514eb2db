// fgets writes at most n - 1 input bytes and a NUL: the buffer is always a
// terminated string after a successful call.
// EXIT: 0
// ARGS: --pointer-check --bounds-check
// EXPECT: ^\[main\.assertion\.1\] line 13 assertion .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdio.h>
#include <string.h>
int main(void) {
  char line[6];
  if (fgets(line, sizeof line, stdin))
    assert(strlen(line) < sizeof line);
  return 0;
}
