// switch with fall-through, and unsigned bit operations.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 23 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 25 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  int r = 0;
  switch (u % 4u) {
  case 0:
  case 1:
    r = 10;
    break;
  case 2:
    r = 20;
    /* fall through */
  default:
    r = r == 20 ? 30 : 40;
  }
  assert((u % 4u < 2 && r == 10) || (u % 4u == 2 && r == 30) || (u % 4u == 3 && r == 40));
  unsigned int v = (u << 4) >> 4;
  assert((v & 0xf0000000u) == 0 && (u ^ u) == 0 && (~u & u) == 0 && (u | ~u) == 0xffffffffu);
  return 0;
}
