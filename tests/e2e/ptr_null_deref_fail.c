// p is NULL when the nondet choice is 0.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 13 .*NULL pointer.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  int *p = 0;
  if (__VERIFIER_nondet_int())
    p = &x;
  *p = 1;
  return x;
}
