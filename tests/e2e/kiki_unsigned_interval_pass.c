// An unsigned loop variable gets an unsigned interval (0 .. 200 would be
// top for a signed 8-bit reading): u stays within [1, 200].
// EXIT: 0
// ARGS: --intervals --show-invariants
// EXPECT: ^loop at line 11 \(main\): 1 <= u <= 200$
// EXPECT: ^\[main\.assertion\.1\] line 12 assertion u != 201: SUCCESS$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned char u = 0;
  while (u < 200 && __VERIFIER_nondet_int()) {
    assert(u != 201);
    u++;
  }
  return 0;
}
