// A nondet unsigned char reaches 255.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char u = __VERIFIER_nondet_uchar();
  assert(u < 255);
  return 0;
}
