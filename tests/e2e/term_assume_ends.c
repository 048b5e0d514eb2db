// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 13 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// A failed __VERIFIER_assume ends the execution: i < 10 before each i++, and
// once i reaches 10 the assume fails, so no execution runs forever.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int i = __VERIFIER_nondet_int();
  while (1) {
    __VERIFIER_assume(i < 10);
    i++;
  }
  return 0;
}
