// main's argv: argv[1] is a valid NUL-terminated string when argc >= 2,
// so reading it is safe; copying it into a small buffer is not (see
// libc_argv_fail.c).
// EXIT: 0
// ARGS: --pointer-check --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 14 assertion .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <string.h>
int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  char first = argv[1][0];
  assert(argv[0] != 0 && (first == 0 || argv[1][0] == first));
  return 0;
}
