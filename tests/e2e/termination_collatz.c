// --termination on the Collatz iteration: no tool can answer this one, and
// neither a ranking function nor a recurring state exists, so the answer is
// INCONCLUSIVE (exit 5), never a guess.
// EXIT: 5
// ARGS: --termination --timeout 5
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
