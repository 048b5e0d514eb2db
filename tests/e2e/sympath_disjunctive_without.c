// The program of sympath_disjunctive_invariant.c without --sympath: octagons
// join the phases of y (climbing with x up to 51, then falling) into one
// invariant that does not imply x == 102 after the loop, so it must stay
// UNKNOWN here; with --sympath it is proved.
// ARGS: --octagons
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 22 assertion x == 102: UNKNOWN$
// EXPECT: ^  the invariant of the loop starting at line 13 leaves no variable unbounded, yet does not imply it$
// REJECT: SUCCESS
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
