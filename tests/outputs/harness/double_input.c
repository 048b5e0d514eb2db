// A double input in a narrow range.
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  if (d > 2.5 && d < 2.75)
    reach_error();
  return 0;
}
