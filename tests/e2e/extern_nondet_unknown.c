// Without the helper file, twice() has no body and no model: its result is
// a guess, so a violation that needs it is not reported as a failure and
// no proof is claimed either.
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: UNKNOWN$
// EXPECT: ^note: line 12: twice has no body and is not modelled
// EXPECT: ^VERIFICATION INCONCLUSIVE$
#include <assert.h>

int twice(int x);

int main(void) {
  assert(twice(21) == 42);
  return 0;
}
