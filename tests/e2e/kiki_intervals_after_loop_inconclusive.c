// The _pass variant with --intervals (one-induction): an interval for each
// counter does not relate them, so the assertion after the loop stays
// UNKNOWN.
// EXIT: 5
// ARGS: --intervals
// EXPECT: ^\[main\.assertion\.1\] line 15 assertion i == j: UNKNOWN$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), i = 0, j = 0;
  while (i < n) {
    ++i;
    ++j;
  }
  assert(i == j);
  return 0;
}
