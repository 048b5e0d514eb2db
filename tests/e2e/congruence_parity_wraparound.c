// x stays even while it climbs by 2 and wraps around (SV-COMP's
// loop-acceleration/overflow_1-1): no interval or zone states it, the
// congruence rows of a program that reads x % 2 do.
// ARGS: --show-invariants
// EXIT: 0
// EXPECT: ^loop at line \d+ \(main\): .*\(x & 1\) == 0
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: SUCCESS$
#include <assert.h>
int main(void) {
  unsigned int x = 10;
  while (x >= 10)
    x += 2;
  assert(!(x % 2));
  return 0;
}
