// ARGS: --nontermination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION SUCCESSFUL$
// REJECT: ^VERIFICATION FAILED$
// For x > 0 the loop can only go on until x++ overflows (undefined), so there
// is no defined infinite execution to report, and --nontermination never proves.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (x > 0)
    x++;
  return x;
}
