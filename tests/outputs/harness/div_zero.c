// Divides by d - 9, zero for d = 9.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int d = __VERIFIER_nondet_int();
  if (d > 5 && d < 12)
    return 100 / (d - 9);
  return 0;
}
