// Type punning through a union: int bytes in little-endian order.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 15 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

union word { unsigned int i; unsigned char c[4]; };

int main(void) {
  union word w;
  w.i = 0x11223344u;
  assert(w.c[0] == 0x44 && w.c[1] == 0x33 && w.c[3] == 0x11);
  w.c[2] = 0xff;
  assert(w.i == 0x11ff3344u);
  return 0;
}
