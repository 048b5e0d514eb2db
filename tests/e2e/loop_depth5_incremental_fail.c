// The assertion fails only after 5 iterations; incremental BMC finds it.
// EXIT: 10
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
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
