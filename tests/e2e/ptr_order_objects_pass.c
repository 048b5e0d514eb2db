// Whatever the layout, two distinct blocks are ordered one way, pointers
// into one block compare by offset, and a block lies above null.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 16 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 18 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.4\] line 19 .*: SUCCESS$
#include <assert.h>
#include <stdlib.h>

int main(void) {
  char *a = malloc(4), *b = malloc(4);
  if (!a || !b)
    return 0;
  assert((a < b) != (b < a));
  assert(a + 1 > a);
  char *p = a + 2;
  assert(p >= a && p < a + 4);
  assert(a > (char *)0);
  return 0;
}
