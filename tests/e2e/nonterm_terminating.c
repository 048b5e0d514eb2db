// ARGS: --nontermination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION SUCCESSFUL$
// REJECT: ^VERIFICATION FAILED$
// The loop terminates for every x (x > 0 before each x--), so no infinite
// execution exists, and --nontermination never answers SUCCESSFUL.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x > 0)
    x--;
  return x;
}
