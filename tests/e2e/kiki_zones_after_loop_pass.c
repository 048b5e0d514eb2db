// Two counters move together: zones find i - j <= 0 and j - i <= 0, which
// proves the assertion after the loop; intervals alone cannot (see the
// _intervals variant).
// EXIT: 0
// ARGS: --k-induction --zones
// EXPECT: ^\[main\.assertion\.1\] line 15 assertion i == j: SUCCESS$
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
