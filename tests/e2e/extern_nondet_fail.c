// Without the helper file, twice() has no body: its result is
// nondeterministic, so the assertion can fail.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 11 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

int twice(int x);

int main(void) {
  assert(twice(21) == 42);
  return 0;
}
