// Wrap-around in the loop: c goes 120, 121, ..., 127, -128. The interval of
// c must include the wrapped value, so the assertion is not proved and the
// bounded part reports the violation.
// EXIT: 10
// ARGS: --k-induction --intervals
// EXPECT: ^\[main\.assertion\.1\] line 13 assertion c >= 0: FAILURE$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  signed char c = 120;
  while (__VERIFIER_nondet_int()) {
    c = (signed char)(c + 1);
    assert(c >= 0);
  }
  return 0;
}
