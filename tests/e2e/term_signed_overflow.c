// ARGS: --termination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION SUCCESSFUL$
// REJECT: ^VERIFICATION FAILED$
// REJECT: termination\.1\] .*: (SUCCESS|FAILURE)$
// For x > 0 the loop can only end by the signed overflow of x++ (undefined),
// so it is neither proved to terminate nor shown to run forever.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x > 0)
    x++;
  return x;
}
