// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 14 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// Each iteration either decrements y > 0 or decrements x > 0 (y then gets any
// value), so (x, y) decreases lexicographically and nothing overflows; no
// single linear ranking function exists (y can be reset arbitrarily high).
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  while (x > 0) {
    if (y > 0)
      y--;
    else {
      x--;
      y = __VERIFIER_nondet_int();
    }
  }
  return 0;
}
