// ARGS: --unwind 10 --stats
// EXIT: 0
// EXPECT: ^statistics: .*invariant-loops=0 
// EXPECT: ^VERIFICATION SUCCESSFUL$
// A nest that --unwind 10 unwinds completely: the bounded checks decide it,
// so no loop instance's invariant is inferred (before: 12 instances, the
// inner loop once per unwound outer iteration).
extern void __VERIFIER_error(void);
int main(void) {
  int z = 0;
  for (int x = 0; x < 1; x++)
    for (int y = 0; y < 1; y++)
      z++;
  if (z != 1)
    __VERIFIER_error();
  return 0;
}
