// A failed overflow check does not end the execution: the wrapped result
// flows on, so the assertion after it fails too (each property has its own
// verdict).
// EXIT: 10
// ARGS: --unsigned-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 11 arithmetic overflow on unsigned \+ in x \+ 1: FAILURE$
// EXPECT: ^\[main\.assertion\.1\] line 12 assertion y != 0: FAILURE$
#include <assert.h>
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x + 1;
  assert(y != 0);
  return 0;
}
