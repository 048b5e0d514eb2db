// ARGS: --no-acceleration --show-invariants
// EXIT: 0
// EXPECT: a\[k\] for i@entry <= k < i: a\[k\] - x <= 0
// EXPECT: a\[k\] for i@entry <= k < i: x - a\[k\] <= 0
// EXPECT: ^\[main\.assertion\.1\] line 26 assertion a\[j\] == x: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// (100000 elements: the loop is not unwound; a large array selects the
// hybrid back end, see engines/ProgramEncoding.h.)
// A relational segment row (2LS's arrays/init_from_var): every element the
// loop has passed equals x, whatever x is. Intervals of the elements alone
// cannot say it; the row relates a[k] to a value from before the loop.
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a[100000];
  int x = 0;
  while (__VERIFIER_nondet_int())
    x++;
  int i = 0;
  while (i < 100000) {
    a[i] = x;
    i = i + 1;
  }
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < 100000)
    assert(a[j] == x);
  return 0;
}
