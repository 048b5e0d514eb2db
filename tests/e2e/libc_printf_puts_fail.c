// puts reads its argument up to the terminator; putchar returns the char as
// unsigned char. --timeout: decide every verdict, however loaded the machine.
// EXIT: 10
// ARGS: --pointer-check --timeout 60
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 15 .*out of object bounds in read by puts\(b\): FAILURE$
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdio.h>

int main(void) {
  char b[2] = {'o', 'k'};
  int r = puts("ok");
  assert(r >= 0 && putchar(-1) == 255);
  puts(b);
  return 0;
}
