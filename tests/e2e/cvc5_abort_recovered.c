// cvc5 1.0.3 aborts the process from inside a check that its time slice
// cuts here (CaDiCaL: "can only get value in satisfied state"; 2LS's
// arrays/standard_init_rev with the hybrid back end). kiki must survive it:
// the cvc5 instance is abandoned and Z3's bit-blaster answers the query.
// Before the fix the run ended with SIGABRT (exit 134).
// ARGS: --arrays --intervals --solver hybrid
// EXIT: 0
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line 11 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern void __VERIFIER_error(void) __attribute__((__noreturn__));
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: __VERIFIER_error(); } }
#define N 1000000
int main(void) {
  int a[N];
  int i = N - 1;
  while (i >= 0) {
    a[i] = 42;
    i = i - 1;
  }
  for (int x = 0; x < N; x++)
    __VERIFIER_assert(a[x] == 42);
  return 0;
}
