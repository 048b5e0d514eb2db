// Without an overflow option no overflow property exists.
// EXIT: 0
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: overflow
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned int u = __VERIFIER_nondet_uint();
  int y = x + 1;
  unsigned int v = u + 1u;
  assert(v - 1u == u);
  return y & 1;
}
