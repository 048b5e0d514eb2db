// argv[1] may be longer than the buffer it is copied into.
// EXIT: 10
// ARGS: --pointer-check --incremental-bmc
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 10 dereference failure: access out of object bounds in write by strcpy\(buf, argv\[1\]\): FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <string.h>
int main(int argc, char **argv) {
  char buf[2];
  if (argc >= 2)
    strcpy(buf, argv[1]);
  return buf[0];
}
