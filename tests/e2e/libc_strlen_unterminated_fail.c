// strlen of a buffer without a NUL reads past its end.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 11 dereference failure: access out of object bounds in read by strlen\(b\): FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <string.h>
int main(void) {
  char b[3];
  b[0] = 'a'; b[1] = 'b';
  b[2] = 'c';
  return (int)strlen(b);
}
