// ARGS: --termination
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 11 loop terminates: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// Each call may return 0, and the execution in which every call returns 0
// never breaks out (that it ends with probability 1 does not matter).
extern int __VERIFIER_nondet_int(void);

int main(void) {
  while (1) {
    if (__VERIFIER_nondet_int())
      break;
  }
  return 0;
}
