// ARGS: --propertyfile properties/valid-memsafety.prp
// EXIT: 5
// EXPECT: memory-leak\.1\] .*: FAILURE$
// EXPECT: ^note: .*no valid-memtrack violation if something still points to it: a global
// EXPECT: ^UNKNOWN$
// REJECT: FALSE\(valid-memtrack\)
// Memory still reachable from a global at exit is not lost: no memtrack
// violation (but a memcleanup one: propertyfile_memcleanup_false.c).
#include <stdlib.h>

int *kept;

int main(void) {
  kept = malloc(sizeof(int));
  return 0;
}
