// ARGS: --bounds-check --pointer-check --no-portfolio
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 22 assertion .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 24 assertion .*: FAILURE$
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 25 .*memcpy.*: FAILURE$
// memcpy and memset of symbolic length into objects of known size become
// guarded byte stores: bytes below the length are copied, the others keep
// their value (assertion 1), a byte beyond the length is not copied
// (assertion 2 fails when n <= 5), and a copy longer than the destination
// is out of bounds.
#include <assert.h>
#include <string.h>
unsigned char nondet_uchar(void);
int main(void) {
  unsigned char src[8], dst[8];
  for (int i = 0; i < 8; i++)
    src[i] = nondet_uchar();
  unsigned n = nondet_uchar() % 9;
  memset(dst, 7, 8);
  memcpy(dst, src, n);
  if (n > 3)
    assert(dst[3] == src[3] && dst[7] == (n > 7 ? src[7] : 7));
  if (n > 2)
    assert(dst[5] == src[5]);
  memcpy(dst, src, nondet_uchar() % 10);
  return 0;
}
