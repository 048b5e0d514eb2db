// k-induction proves an unbounded loop: x <= 100 is not 1-inductive from
// an arbitrary state (x = 200 stays 200), but with the assertion of the
// previous iteration as premise it is (2-induction).
// EXIT: 0
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line 14 assertion x <= 100: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++;
    assert(x <= 100);
  }
  return 0;
}
