// Two variables that move together: the witness's invariant relates them
// (x - y <= 0 && -x + y <= 0 with zones).
extern void __VERIFIER_assert(int cond);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0, y = 0;
  while (__VERIFIER_nondet_int() && x < 1000) { /*BODY:pair*/
    x++;
    y++;
  } /*EXIT:pair*/
  __VERIFIER_assert(x == y);
  return 0;
}
