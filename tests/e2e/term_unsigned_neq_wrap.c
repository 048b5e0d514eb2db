// ARGS: --termination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION (SUCCESSFUL|FAILED)$
// REJECT: loop terminates: FAILURE
// x is unsigned, so from any start it reaches 10 after (10 - x) mod 2^32
// increments, wrapping past UINT_MAX when it starts above 10.
// No linear function of x decreases across UINT_MAX -> 0, so kiki answers
// UNKNOWN today; (10 - x) mod 2^32 would prove it (then SUCCESSFUL).
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  while (x != 10u)
    x++;
  return 0;
}
