// Writes one past the end of a global array for i = 4.
extern int __VERIFIER_nondet_int(void);
int a[4];
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i >= 3 && i <= 4)
    a[i] = 1;
  return a[0];
}
