// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 14 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// REJECT: ^note: .*may happen
// y climbs to 50 with x, then falls; the loop ends when y drops below 0.
// -x ranks it, but intervals alone cannot bound x, so x + 1 might overflow;
// the octagon x + y <= 100 rules that out, and no note is needed.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0, y = 0;
  while (1) {
    if (x < 50)
      y++;
    else
      y--;
    if (y < 0)
      break;
    x++;
  }
  return 0;
}
