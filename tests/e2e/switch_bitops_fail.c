// A left shift drops the top bits: (u << 4) >> 4 differs from u when any of
// the top 4 bits is set.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  unsigned int v = (u << 4) >> 4;
  assert(v == u);
  return 0;
}
