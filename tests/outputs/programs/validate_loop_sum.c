// Three inputs in a loop; fails when they add up to 25 (the order of the
// loop's inputs matters to a witness: 10, 10, 5 is one answer).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    int v = __VERIFIER_nondet_int();
    if (v < 0)
      return 0;
    if (v > 10)
      return 0;
    sum += v;
  }
  if (sum == 25)
    reach_error();
  return 0;
}
