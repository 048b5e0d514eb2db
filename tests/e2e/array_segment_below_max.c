// ARGS: --show-invariants
// EXIT: 0
// EXPECT: a\[k\] for i@entry <= k < i: a\[k\] - max <= 0
// EXPECT: ^\[main\.assertion\.1\] line 24 assertion a\[j\] <= max: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// (100000 elements: the loop is not unwound; a large array selects the
// hybrid back end, see engines/ProgramEncoding.h.)
// A segment row relating the elements to a loop variable that follows them
// (2LS's arrays/max_one_loop): every element stored so far is at most the
// running maximum. max is a partner of a[k] since the stored value flows
// into it.
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a[100000];
  int max = 0;
  for (int i = 0; i < 100000; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] > max)
      max = a[i];
  }
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < 100000)
    assert(a[j] <= max);
  return 0;
}
