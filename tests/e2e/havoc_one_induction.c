// --havoc alone proves a 1-inductive loop property (any state steps to one
// with x <= 10) and leaves x >= 0, which is not 1-inductive (x = -5 steps
// to -4), UNKNOWN: no false alarm, no wrong proof.
// EXIT: 5
// ARGS: --havoc
// EXPECT: ^\[main\.assertion\.1\] line 15 assertion x >= 0: UNKNOWN$
// EXPECT: ^\[main\.assertion\.2\] line 16 assertion x <= 10: SUCCESS$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x >= 10) x = 0;
    else x++;
    assert(x >= 0);
    assert(x <= 10);
  }
  return 0;
}
