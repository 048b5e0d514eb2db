// ARGS: --nontermination --trace
// EXIT: 10
// EXPECT: ^\[main\.termination\.1\] line 14 loop terminates: FAILURE$
// EXPECT: the loop head is reached again in the set true
// EXPECT: ^VERIFICATION FAILED$
// x-- on a char computes in int and converts back, which wraps without
// undefined behaviour: the loop runs forever, but its state first repeats
// after 256 iterations, beyond the lasso search's reach. The closed
// recurrent set "true" (every state comes back to the head) proves it.
extern char __VERIFIER_nondet_char(void);

int main(void) {
  char x = __VERIFIER_nondet_char();
  while (1)
    x--;
  return 0;
}
