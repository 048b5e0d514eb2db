// Two failing checks beside one that holds: an index out of bounds and a
// division by zero, both driven by inputs.
extern int __VERIFIER_nondet_int(void);
int a[4];
int main(void) {
  int i = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  if (i >= 0 && i <= 4)
    a[i] = 1;
  int q = 100 / d;
  return q;
}
