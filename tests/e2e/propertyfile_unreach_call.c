// ARGS: --propertyfile properties/unreach-call.prp --signed-overflow-check
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 17 call to reach_error: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// EXPECT: ^FALSE\(unreach-call\)$
// REJECT: overflow
// The property file switches on exactly its checks (the overflow check
// given on the command line is not used) and the last line is the
// competition's verdict.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  if (x == 7)
    reach_error();
  return y;
}
