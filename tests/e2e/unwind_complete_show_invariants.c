// ARGS: --unwind 3 --show-invariants
// EXIT: 0
// EXPECT: ^loop at line 10 \(main\): 1 <= x <= 2$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// The same decided-by-unwinding case, but invariants are asked for: they
// are still inferred and shown.
extern void __VERIFIER_error(void);
int main(void) {
  int z = 0;
  for (int x = 0; x < 2; x++)
    z++;
  if (z != 2)
    __VERIFIER_error();
  return 0;
}
