// Fails only on one side of a branch: a witness that flips it is wrong.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int r;
  if (a > b)
    r = 1;
  else
    r = 2;
  if (a < 100)
    return 0;
  if (r == 1)
    reach_error();
  return 0;
}
