// Two live blocks never share an address, and a freed pointer still
// compares unequal to null: comparisons without a dangling side are exact.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdlib.h>

int main(void) {
  char *a = malloc(4), *b = malloc(4);
  if (!a || !b)
    return 0;
  assert(a != b);
  free(a);
  assert(a != 0);
  assert(b == b);
  free(b);
  return 0;
}
