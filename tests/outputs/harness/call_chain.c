// The inputs are read in a called function; reach_error only for 3 then 4.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int read_pair(int *second) {
  int first = __VERIFIER_nondet_int();
  *second = __VERIFIER_nondet_int();
  return first;
}
int main(void) {
  int b;
  int a = read_pair(&b);
  if (a == 3 && b == a + 1)
    reach_error();
  return 0;
}
