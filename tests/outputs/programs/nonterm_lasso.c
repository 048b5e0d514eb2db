extern int __VERIFIER_nondet_int(void);

int main(void) {
  int step = __VERIFIER_nondet_int();
  int x = 0;
  while (x < 10) {
    x = x + step;
  }
  return 0;
}
