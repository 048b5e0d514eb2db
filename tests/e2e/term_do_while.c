// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 13 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// A do-while is reported at the line of `do`. i becomes 1, then is only
// incremented while i < n <= INT_MAX, so n - i ranks it for every n.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  do {
    i++;
  } while (i < n);
  return i;
}
