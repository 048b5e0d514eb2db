// Five values of the same input function, in order: their sum must be 77
// and the last one 7.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int sum = 0, last = 0;
  for (int i = 0; i < 5; i++) {
    last = __VERIFIER_nondet_int();
    if (last < 0 || last > 50)
      return 0;
    sum += last;
  }
  if (sum == 77 && last == 7)
    reach_error();
  return 0;
}
