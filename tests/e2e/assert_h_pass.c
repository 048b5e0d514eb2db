// assert.h's assert that holds for every value of an unsigned char.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int y = c;
  assert(y >= 0 && y <= 255);
  return 0;
}
