// ARGS: --memory-leak-check --no-assertions
// EXIT: 5
// EXPECT: ^\[main\.memory-leak\.1\] line 17 memory that make_buffer\(4\) may allocate \(make_buffer is not modelled\): UNKNOWN$
// EXPECT: ^\[main\.memory-leak\.2\] line 18 .*not freed at program exit: SUCCESS$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: holds without a search
// A function kiki neither sees nor models might allocate and hand the block
// back: the program is not known to free everything. Before, this was
// VERIFICATION SUCCESSFUL (the block was not tracked); now the call is an
// UNKNOWN of its own, and the leak check is not decided at once.
extern void *make_buffer(int);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  void *p = 0;
  if (__VERIFIER_nondet_int())
    p = make_buffer(4);
  return p != 0;
}
