// ARGS: --propertyfile properties/valid-memsafety.prp
// EXIT: 10
// EXPECT: memory-leak\.1\] .*: FAILURE$
// EXPECT: ^FALSE\(valid-memtrack\)$
#include <stdlib.h>

int main(void) {
  int *p = malloc(sizeof(int));
  *p = 1;
  return 0;
}
