// ARGS: --show-invariants
// EXIT: 0
// EXPECT: a\[k\] for i@entry <= k < i: k - a\[k\] <= -2
// EXPECT: ^\[main\.assertion\.1\] line 25 assertion a\[j\] >= j \+ 2: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// (100000 elements: the loop is not unwound; a large array selects the
// hybrid back end, see engines/ProgramEncoding.h.)
// A segment row relating each element to its own index (2LS's
// arrays/init_from_index): the stored value is computed from the index, so
// k is a partner of a[k]; the bound is found by the binary search.
#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int main(void) {
  int a[100000];
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d > 1 && d < 100);
  for (int i = 0; i < 100000; i++) {
    int e = __VERIFIER_nondet_int();
    __VERIFIER_assume(e >= 0 && e < 100);
    a[i] = i + d + e;
  }
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < 100000)
    assert(a[j] >= j + 2);
  return 0;
}
