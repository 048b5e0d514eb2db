// A nondet double may be NaN, and NaN != NaN.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double d = __VERIFIER_nondet_double();
  assert(d == d);
  return 0;
}
