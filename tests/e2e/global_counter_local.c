// A loop counted by a global that only main uses (2LS's ptr_init): the
// global becomes a local of main, so the loop has an index phi and array
// segments apply. The trace still names the counter and the global total.
// EXIT: 0
// ARGS: --arrays --intervals --no-propagation
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
#define SIZE 100000
int i;
int main() {
  int a[SIZE];
  for (i = 0; i < SIZE; i++)
    a[i] = 0;
  for (i = 0; i < SIZE / 2; i++)
    a[i] = 5;
  for (i = 0; i < SIZE / 2; i++)
    __VERIFIER_assert(a[i] == 5);
  return 0;
}
