// Short loops inside another loop's iteration are unwound completely too
// (here 3 trips in each of the outer loop's unbounded iterations): the
// outer loop's invariant then needs no facts about the inner array.
// EXIT: 0
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  for (int j = 0; j < n; j++) {
    int w[3];
    for (int i = 0; i < 3; i++)
      w[i] = 2 * i + 1;
    assert(w[j % 3] % 2 == 1);
  }
  return 0;
}
