// ARGS: --propertyfile properties/valid-memsafety.prp
// EXIT: 5
// EXPECT: ^note: .*no valid-memtrack violation if something still points to it: at exit\(\)
// EXPECT: ^UNKNOWN$
// REJECT: FALSE\(valid-memtrack\)
// At exit() p is still on main's stack and points to the object.
#include <stdlib.h>

int main(void) {
  int *p = malloc(sizeof(int));
  *p = 1;
  exit(0);
}
