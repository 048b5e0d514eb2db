// ARGS: --zones --show-invariants
// EXIT: 0
// EXPECT: -val \+ a\[lo\] <= 0
// EXPECT: val - a\[hi\] <= 0
// EXPECT: ^\[main\.assertion\.1\] line 30 assertion a\[lo\] <= val && val <= a\[hi\]: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// Array elements at indices from before the loop are template variables
// (2LS's arrays/fixed_minmax): the loop reads a[lo] and a[hi], which it
// cannot change, and val stays between them. Without them the zones relate
// val to nothing that bounds it.
#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int a[100000];
int main(void) {
  int lo = __VERIFIER_nondet_int(), hi = __VERIFIER_nondet_int();
  __VERIFIER_assume(lo >= 0 && lo < 100000 && hi >= 0 && hi < 100000);
  a[lo] = __VERIFIER_nondet_int();
  a[hi] = __VERIFIER_nondet_int();
  __VERIFIER_assume(a[lo] < a[hi]);
  int val = a[lo];
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      if (val < a[hi])
        val++;
    } else if (val > a[lo]) {
      val--;
    }
  }
  assert(a[lo] <= val && val <= a[hi]);
  return 0;
}
