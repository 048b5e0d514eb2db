// ARGS: --nontermination
// EXIT: 10
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// u is unsigned: subtracting 2 modulo 2^32 keeps an odd u odd, so it never
// reaches 0 and wraps around forever (even values count down to 0).
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  while (u != 0u)
    u -= 2u;
  return 0;
}
