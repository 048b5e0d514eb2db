// Incremental BMC stops at --unwind 2, before the bug at depth 5.
// EXIT: 5
// ARGS: --incremental-bmc --unwind 2
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: UNKNOWN$
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
