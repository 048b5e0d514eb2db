// A counting loop up to an input: kiki proves it with zones; the loop-head
// invariant of its correctness witness (witness_invariants_test.py) is
// i >= 0 && i - n <= 0 (the back-edge fact i >= 1 is false on entry).
extern void __VERIFIER_assert(int cond);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  int i = 0;
  while (i < n) { /*BODY:count*/
    i++;
  } /*EXIT:count*/
  __VERIFIER_assert(i == n);
  return 0;
}
