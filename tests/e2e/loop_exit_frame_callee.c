// A loop whose callee writes through its pointer parameter writes the
// object the call passes (model/LoopWrites binds the parameter to it): the
// exit's frame and k-induction's arbitrary iteration must read `total`
// through the loop (its assertion fails), while `other`, which no call
// gets, keeps its value.
// ARGS: --k-induction
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 25 assertion other\[0\] == 5: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 27 assertion total <= 2: FAILURE$
#include <assert.h>
int __VERIFIER_nondet_int(void);
static void add(long *sum, long v) { *sum += v; }
static void twice(long *sum, long v) {
  add(sum, v);
  add(sum, v);
}
int main(void) {
  long total = 0, other[1] = {5};
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  for (int i = 0; i < n; i++)
    twice(&total, 1);
  int which = __VERIFIER_nondet_int();
  if (which)
    assert(other[0] == 5);
  else
    assert(total <= 2);
  return 0;
}
