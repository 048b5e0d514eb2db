// Dereferences a null pointer when the flag is 5.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  int flag = __VERIFIER_nondet_int();
  int *p = flag == 5 ? (int *)0 : &x;
  *p = 3;
  return x == 3 ? 0 : 1;
}
