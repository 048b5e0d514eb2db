// a + b == 3 * i holds at the loop head (bhmr2007 of SV-COMP's loop-lit):
// no interval, zone or octagon states it, and k-induction alone does not
// prove it for n up to 10^6. PDR (Spacer on the mathematical clauses)
// finds it; modulo 2^32 it is kept by wrap-around too, and with i <= n the
// exact clauses prove the assertion. The default tries PDR first.
// EXIT: 0
// ARGS: --32
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) {
  if (!cond) {
    reach_error();
    abort();
  }
}
int main(void) {
  int i = 0, a = 0, b = 0, n = __VERIFIER_nondet_int();
  if (!(n >= 0 && n <= 1000000))
    return 0;
  while (i < n) {
    if (__VERIFIER_nondet_int()) {
      a = a + 1;
      b = b + 2;
    } else {
      a = a + 2;
      b = b + 1;
    }
    i = i + 1;
  }
  __VERIFIER_assert(a + b == 3 * n);
  return 0;
}
