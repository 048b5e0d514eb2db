// The equality domain keeps x == y through the loop, which proves the
// assertion after it (one-induction, --equalities).
// EXIT: 0
// ARGS: --equalities --show-invariants
// EXPECT: ^loop at line 12 \(main\): .*x == y
// EXPECT: ^\[main\.assertion\.1\] line 16 assertion x == y: SUCCESS$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  while (__VERIFIER_nondet_int()) {
    x = x + 3;
    y = y + 3;
  }
  assert(x == y);
  return 0;
}
