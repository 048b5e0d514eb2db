// Nested loops: each loop instance may start in an arbitrary state, and
// the premise of a check only uses earlier iterations of its own loop.
// EXIT: 0
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 18 .*: SUCCESS$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    int j = 0;
    while (__VERIFIER_nondet_int()) {
      if (j < 10) j++;
      assert(j <= 10);
    }
    if (i < 5) i++;
    assert(i <= 5);
  }
  return 0;
}
