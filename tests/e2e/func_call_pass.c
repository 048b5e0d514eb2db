// Calls with arguments and results; a helper with its own assertion.
// EXIT: 0
// EXPECT: ^\[clamp\.assertion\.1\] line 11 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int clamp(int v, int lo, int hi) {
  int r = v < lo ? lo : (v > hi ? hi : v);
  assert(r >= lo && r <= hi);
  return r;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = clamp(x, -5, 5);
  assert(y * y <= 25);
  return 0;
}
