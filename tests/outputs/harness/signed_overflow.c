// x + 1000 overflows for x near INT_MAX.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 2147483000) {
    int y = x + 1000;
    return y & 1;
  }
  return 0;
}
