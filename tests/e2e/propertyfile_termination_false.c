// ARGS: --propertyfile properties/termination.prp
// EXIT: 10
// EXPECT: ^VERIFICATION FAILED$
// EXPECT: ^FALSE\(termination\)$
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x > 0)
    x = x;
  return 0;
}
