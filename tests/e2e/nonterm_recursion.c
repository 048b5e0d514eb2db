// ARGS: --termination --trace
// EXIT: 10
// EXPECT: ^\[rec\.termination\.1\] line 12 recursive calls of rec terminate: FAILURE$
// EXPECT: rec is called again in the state it was called in: x=0 y=1$
// EXPECT: ^  n=0$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: : SUCCESS$
// rec(x, y) calls rec(2y - 2, x + 1) while -42 <= x <= 23: rec(0, 1) calls
// rec(0, 1) again, an infinite recursion (n = 0); nothing overflows on the way.
extern int __VERIFIER_nondet_int(void);

void rec(int x, int y) {
  if (x <= 23 && x >= -42)
    rec(2 * y - 2, x + 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 1000 || n < -1000)
    return 0;
  rec(n, n + 1);
  return 0;
}
