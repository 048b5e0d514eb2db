// A counting loop whose assertion holds: kiki proves it with an interval invariant.
extern void __VERIFIER_assert(int cond);
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000)
    return 0;
  unsigned i = 0;
  while (i < n)
    i++;
  __VERIFIER_assert(i <= 1000);
  return 0;
}
