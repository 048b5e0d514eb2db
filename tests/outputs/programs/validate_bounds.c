// An index from outside, checked from below only: out of bounds for 4 and
// above (--bounds-check).
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {0};
  int i = __VERIFIER_nondet_int();
  if (i >= 0)
    a[i] = 1;
  return a[0];
}
