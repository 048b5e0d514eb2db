// The bug needs 5 iterations; --unwind 2 cannot reach it and the loop is
// not fully unwound, so the property stays UNKNOWN.
// EXIT: 5
// ARGS: --unwind 2
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += 2;
    assert(s != 10);
  }
  return 0;
}
