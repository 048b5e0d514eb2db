// A double product the incremental core gives up on goes to cvc5; the
// counterexample's values come from cvc5's model read back into Z3 (x is
// exactly 1.5, the only float with x * 3 == 4.5 in (1, 2)).
// EXIT: 10
// ARGS: --stats --trace --no-portfolio
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 19 .*: FAILURE$
// EXPECT: ^  x=1\.5f$
// EXPECT: ^  y=4\.5$
// EXPECT: escalated-queries=[1-9][0-9]* bit-blasted-queries=0
// EXPECT: ^VERIFICATION FAILED$
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 1.0f && x < 2.0f);
  double y = x * 3.0;
  __VERIFIER_assert(y > 3.0 && y < 6.0);
  __VERIFIER_assert(y != 4.5);
  return 0;
}
