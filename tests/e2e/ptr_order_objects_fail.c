// C does not say which of two blocks lies lower in memory: a < b can fail
// (and so can a > b); kiki must not take its own object numbering as order.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdlib.h>

int main(void) {
  char *a = malloc(4), *b = malloc(4);
  if (a && b)
    assert(a < b);
  return 0;
}
