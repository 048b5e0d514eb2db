// Without the helper file, twice() has no body and no model: its result is
// arbitrary (as in CBMC and 2LS), so the assertion can fail, and a note
// says which function the counterexample relies on.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: FAILURE$
// EXPECT: ^note: line 13: twice has no body and is not modelled: its result is taken as arbitrary
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

int twice(int x);

int main(void) {
  assert(twice(21) == 42);
  return 0;
}
