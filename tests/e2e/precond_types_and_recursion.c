// Unsigned, 64-bit and _Bool parameters get their own rows; a recursive
// function's precondition comes from its first call; a function every
// execution of which fails gets "false".
// ARGS: --preconditions
// EXIT: 5
// EXPECT: ^\[u\]: x <= 4294967295 && -x <= -6 && y <= 999 && -y <= 0 && b <= 1 && -b <= -1$
// EXPECT: ^\[rec\]: n <= 49 && -n <= 2147483648$
// EXPECT: ^\[never\]: false$
#include <assert.h>
void u(unsigned x, unsigned long long y, _Bool b) {
  assert(x > 5);
  assert(y < 1000);
  assert(b);
}
int rec(int n) {
  if (n <= 0)
    return 0;
  assert(n < 50);
  return 1 + rec(n - 1);
}
void never(int k) { assert(k != k); }
int main(void) {
  u(6, 3, 1);
  never(1);
  return rec(4);
}
