// ARGS: --nontermination --trace
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 17 loop terminates: FAILURE$
// EXPECT: signed arithmetic may wrap around \(two's complement\), which is undefined behaviour in C$
// EXPECT: ^VERIFICATION FAILED$
// For y >= 0 nothing leaves the loop. x = 3x + 1 has no fixed point and
// overflows after a few iterations whatever x starts with, so there is no
// infinite execution without signed overflow; with wrap-around (what the
// machine does, and one of the behaviours C's undefined behaviour allows)
// the loop runs forever. The lasso search cannot see it (the state repeats
// only after billions of iterations); the recurrent set "true" with
// wrap-around does, and the trace says on what it relies.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  while (y >= 0)
    x = 3 * x + 1;
  return x;
}
