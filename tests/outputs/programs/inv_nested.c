// Nested loops: an invariant for each loop head, the inner loop's j
// declared in the outer loop's body.
extern void __VERIFIER_assert(int cond);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int() && i < 100) { /*BODY:outer*/
    int j = 0;
    while (__VERIFIER_nondet_int() && j < 50) { /*BODY:inner*/
      j++;
    } /*EXIT:inner*/
    __VERIFIER_assert(j <= 50);
    i++;
  } /*EXIT:outer*/
  __VERIFIER_assert(i <= 100);
  return 0;
}
