// -I adds an include directory (relative to the test directory).
// EXIT: 0
// ARGS: -Iinc
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include "e2e_include.h"

int main(void) {
  assert(e2e_half(E2E_MAGIC) == 617);
  return 0;
}
