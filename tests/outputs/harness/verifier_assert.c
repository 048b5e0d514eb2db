// __VERIFIER_assert (declared only) fails for a = 30, b = 70.
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assert(int cond);
int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = __VERIFIER_nondet_uint();
  if (a < 50 && b < 100)
    __VERIFIER_assert(a + b != 100 || a != 30);
  return 0;
}
