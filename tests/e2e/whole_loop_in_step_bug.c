// The failing twin of whole_loop_in_step.c: 4 is a square of the table.
// EXIT: 10
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int t[40];
  for (int i = 0; i < 40; i++)
    t[i] = i * i;
  while (__VERIFIER_nondet_int())
    for (int j = 0; j < 40; j++)
      assert(t[j] != 4);
  return 0;
}
