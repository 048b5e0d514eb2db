// Inline assembly on the path cannot be modelled: the assertion after it
// is UNKNOWN (never SUCCESS) and a reason mentioning inline assembly is
// printed.
// EXIT: 5
// EXPECT: (?i)inline assembl
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: : SUCCESS$
#include <assert.h>

int main(void) {
  int x = 1;
  __asm__ volatile("nop");
  assert(x == 1);
  return 0;
}
