// ARGS: --property-file properties/valid-memsafety.prp
// EXIT: 0
// EXPECT: ^VERIFICATION SUCCESSFUL$
// EXPECT: ^TRUE$
// EXPECT: dereference failure
// EXPECT: memory-leak
// REJECT: assertion
// valid-free, valid-deref and valid-memtrack: pointer, bounds and leak
// checks, and no assertions (the assert below is not a memory property).
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = 1;
  p[1] = 2;
  assert(p[0] == 2);
  free(p);
  return 0;
}
