// A lookup table (a large initialised global, read at a symbolic index) is
// exact: entry c is (c * 7) % 251, which is 0 for c = 0 and c = 251 only,
// so the assertion fails at c = 251 and nowhere else.
// EXIT: 10
// ARGS: --unwind 1 --trace
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: FAILURE$
// EXPECT: ^  c=251u$
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#define R(i) (((i) * 7) % 251)
#define R4(i) R(i), R(i + 1), R(i + 2), R(i + 3)
#define R16(i) R4(i), R4(i + 4), R4(i + 8), R4(i + 12)
#define R64(i) R16(i), R16(i + 16), R16(i + 32), R16(i + 48)
static const unsigned short table[256] = {R64(0), R64(64), R64(128), R64(192)};

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  assert(table[c] != 0 || c == 0);
  return 0;
}
