// ARGS: --nontermination
// EXIT: 10
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// A reachable while (1) with an empty body and no way out runs forever.
int main(void) {
  while (1) {
  }
  return 0;
}
