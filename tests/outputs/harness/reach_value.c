// reach_error (declared only) when the input is 42.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x * 3 == 126)
    reach_error();
  return 0;
}
