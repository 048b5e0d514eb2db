// ARGS: --termination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// EXPECT: x \+ 1 may happen \(undefined behaviour\)
// REJECT: ^VERIFICATION (SUCCESSFUL|FAILED)$
// x goes 0, 1, ..., 10 and the loop stops at 10. The guard x != 10 alone bounds
// nothing: the ranking function 10 - x needs the invariant 0 <= x <= 10.
// kiki finds -x but its interval invariant is only x >= 1, which cannot rule
// out the signed overflow of x + 1 (undefined behaviour): UNKNOWN for now.
int main(void) {
  int x = 0;
  while (x != 10)
    x++;
  return x;
}
