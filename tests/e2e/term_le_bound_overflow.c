// ARGS: --termination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION SUCCESSFUL$
// REJECT: ^VERIFICATION FAILED$
// REJECT: termination\.1\] .*: (SUCCESS|FAILURE)$
// Every n < INT_MAX terminates, but with n == INT_MAX the guard i <= n always
// holds and the loop only ends by the undefined overflow of i++: neither
// termination nor a (defined) infinite execution can be shown.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i;
  for (i = 0; i <= n; i++)
    ;
  return i;
}
