// Seed 003's Figure 1.1 with --intervals: the invariant bounds i but not x
// and y (their relation is beyond intervals), and the UNKNOWN names both
// at the loop; a second loop after the assertion, whose counter is just as
// unbounded, cannot affect it and is not named. An octagon invariant of the
// loop, probed after the run, bounds x (x + y is constant): a hint says so.
// ARGS: --intervals
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 22 assertion y <= x: UNKNOWN$
// EXPECT: ^  imprecise value of variable "x" at the end of the loop starting at line 19$
// EXPECT: ^  imprecise value of variable "y" at the end of the loop starting at line 19$
// EXPECT: ^  hint: with --octagons the invariant of the loop starting at line 19 bounds variable "x"$
// REJECT: variable "i"
// REJECT: line 25
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main() {
  int x = 1000;
  int y = x - 1;
  for (int i = 0; i < 100; i++) {
    x++;
    y--;
    assert(y <= x);
  }
  int z = 0;
  while (__VERIFIER_nondet_int())
    z = z * 7 + 1;
  return z;
}
