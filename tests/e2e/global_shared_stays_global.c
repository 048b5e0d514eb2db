// A global that a function other than main writes stays a global: main's
// loop must see the callee's update (a local copy would miss it).
// EXIT: 10
// ARGS: --unwind 5
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
int g = 1;
void bump(void) { g += 2; }
int main() {
  for (int i = 0; i < 3; i++)
    bump();
  __VERIFIER_assert(g != 7);
  return 0;
}
