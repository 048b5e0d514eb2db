// strcpy of a 5-character string into char[4] writes past the end: found
// at the line of the call, named by the call.
// EXIT: 10
// ARGS: --bounds-check --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 10 dereference failure: access out of object bounds in write by strcpy\(d, "hello"\): FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <string.h>
int main(void) {
  char d[4];
  strcpy(d, "hello");
  return d[0];
}
