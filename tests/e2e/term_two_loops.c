// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 14 loop terminates: SUCCESS$
// EXPECT: ^\[main\.termination\.2\] line 16 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// Two loops in sequence, numbered 1 and 2: i counts up to n (i < n before
// i++), then down by 2 while positive (i - 2 >= -1); both end for every n.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  while (i < n)
    i++;
  while (i > 0)
    i -= 2;
  return i;
}
