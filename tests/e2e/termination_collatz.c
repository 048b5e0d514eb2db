// --termination on the Collatz iteration: no tool can answer this one, and
// the termination engine is not built yet either, so the answer is
// INCONCLUSIVE (exit 5), never a guess.
// EXIT: 5
// ARGS: --termination
// EXPECT: ^VERIFICATION INCONCLUSIVE$
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  while (n > 1) {
    if (n % 2u == 0u)
      n = n / 2u;
    else
      n = 3u * n + 1u;
  }
  return 0;
}
