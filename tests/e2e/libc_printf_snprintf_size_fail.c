// snprintf told the buffer is larger than it is: the fifth byte is written
// out of the bounds of char[4].
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 11 .*out of object bounds in write by snprintf\(d, 8, "%d", 123456\): FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdio.h>

int main(void) {
  char d[4];
  snprintf(d, 8, "%d", 123456);
  return 0;
}
