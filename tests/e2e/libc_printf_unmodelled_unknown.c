// A call the lowering cannot model stays a call of the library function:
// %n writes through its argument, and a format that is not a constant
// string is unknown. kiki reports what depends on them as UNKNOWN.
// EXIT: 5
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 14 .*printf is not modelled.*: UNKNOWN$
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 15 .*sprintf is not modelled.*: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
#include <stdio.h>

int main(int argc, char **argv) {
  int k;
  char buf[4];
  printf("ab%n\n", &k);
  sprintf(buf, argv[0], 1);
  return 0;
}
