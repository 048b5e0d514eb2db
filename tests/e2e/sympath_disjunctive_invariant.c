// --sympath (seed 004's symbolic paths): y climbs with x up to 51 and then
// falls, so the loop's invariant is a disjunction, y == x below 52 and
// x + y == 102 above. Octagons alone join both phases into one and cannot
// prove the assertion (sympath_disjunctive_without.c); split by the branch
// the last iteration took, each path's octagon is exact and x == 102 after
// the loop follows.
// ARGS: --octagons --sympath --show-invariants
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 24 assertion x == 102: SUCCESS$
// EXPECT: \(last iteration with line 16 x <= 50 false: 52 <= x <= 102 .*x \+ y >= 102\)
// EXPECT: \(last iteration with line 16 x <= 50: 1 <= x <= 51 .*-x \+ y <= 0
#include <assert.h>
int main(void) {
  int x = 0, y = 0;
  while (1) {
    if (x <= 50)
      y++;
    else
      y--;
    if (y < 0)
      break;
    x++;
  }
  assert(x == 102);
  return 0;
}
