// __VERIFIER_error() only under contradictory conditions: never reached.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 11 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a > 10 && a < 5)
    __VERIFIER_error();
  return 0;
}
