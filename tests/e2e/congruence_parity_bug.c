// Steps of 3 change the parity: the congruence rows reach top and the
// bug (x ends at 19) is found.
// ARGS: --show-invariants
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: FAILURE$
#include <assert.h>
int main(void) {
  unsigned int x = 10;
  while (x < 19)
    x += 3;
  assert(!(x % 2));
  return 0;
}
