// ARGS: --propertyfile properties/valid-memsafety.prp
// EXIT: 10
// EXPECT: ^FALSE\(valid-memtrack\)$
// The only pointer to the first object is overwritten: it is lost even
// though the program has a global (an int, which holds no pointer).
#include <stdlib.h>

int counter;

int main(void) {
  int *p = malloc(sizeof(int));
  p = malloc(sizeof(int));
  counter = 1;
  free(p);
  return 0;
}
