// --function g with a nondet unsigned char argument: the assertion holds
// for every argument value. main would violate it, but is not the entry.
// EXIT: 0
// ARGS: --function g
// EXPECT: ^\[g\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE
#include <assert.h>

int g(unsigned char c, int k) {
  int x = c;
  assert(x < 256);
  return x + (k & 1);
}

int main(void) {
  assert(0);
  return g(3, 4);
}
