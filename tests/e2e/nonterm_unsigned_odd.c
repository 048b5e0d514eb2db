// ARGS: --nontermination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION (SUCCESSFUL|FAILED)$
// u is unsigned: subtracting 2 modulo 2^32 keeps an odd u odd, so it never
// reaches 0 and wraps around forever (even values count down to 0).
// The state first recurs after 2^31 iterations, beyond the lasso search;
// a closed recurrent set "u odd" would prove it, but kiki's recurrent sets
// are boxes, which cannot say odd: once they can, this test expects
// FAILED (exit 10).
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  while (u != 0u)
    u -= 2u;
  return 0;
}
