// ARGS: --propertyfile properties/valid-memcleanup.prp
// EXIT: 10
// EXPECT: ^FALSE\(valid-memcleanup\)$
#include <stdlib.h>

int *kept;

int main(void) {
  kept = malloc(sizeof(int));
  return 0;
}
