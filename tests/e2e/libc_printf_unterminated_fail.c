// printf("%s") reads its argument up to the terminator: an array without
// one is read past its end. With a precision of 3 only 3 bytes are read.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 13 .*out of object bounds in read by printf\("%s\\n", b\): FAILURE$
// REJECT: line 12 .*: FAILURE
// EXPECT: ^VERIFICATION FAILED$
#include <stdio.h>

int main(void) {
  char b[3] = {'a', 'b', 'c'};
  printf("%.3s\n", b);
  printf("%s\n", b);
  return 0;
}
