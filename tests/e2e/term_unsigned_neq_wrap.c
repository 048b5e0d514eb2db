// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 12 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// x is unsigned, so from any start it reaches 10 after (10 - x) mod 2^32
// increments, wrapping past UINT_MAX when it starts above 10.
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  while (x != 10u)
    x++;
  return 0;
}
