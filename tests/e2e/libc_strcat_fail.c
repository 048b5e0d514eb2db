// strcat appends past the end of the destination: found, named by the call.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 10 dereference failure: access out of object bounds in write by strcat\(d, "def"\): FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <string.h>
int main(void) {
  char d[5];
  strcpy(d, "ab");
  strcat(d, "def");
  return d[0];
}
