// Little-endian: the first byte of 0x11223344 is 0x44, not 0x11.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

union word { unsigned int i; unsigned char c[4]; };

int main(void) {
  union word w;
  w.i = 0x11223344u;
  assert(w.c[0] == 0x11);
  return 0;
}
