// The dereference is guarded by a NULL test.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 15 .*NULL pointer.*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  int *p = 0;
  if (__VERIFIER_nondet_int())
    p = &x;
  if (p)
    *p = 1;
  return x;
}
