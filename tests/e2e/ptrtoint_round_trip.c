// A pointer cast to an integer and back (aligning it, as allocators do)
// designates the same object; two objects' integers differ, one object's
// differ by the offsets; and null is 0. All must be proved.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 20 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.4\] line 22 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
int main(void) {
  char *p = malloc(32), *q = malloc(8), *n = 0;
  if (!p || !q)
    return 0;
  char *aligned = (char *)(((uintptr_t)p + 7) & ~(uintptr_t)7);
  assert(aligned >= p && aligned < p + 8);
  assert((uintptr_t)p != (uintptr_t)q);
  assert((uintptr_t)(p + 5) - (uintptr_t)p == 5);
  assert((uintptr_t)n == 0);
  *aligned = 1;
  free(p);
  free(q);
  return 0;
}
