// isalpha() is exact: a wrong claim about it is found.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 assertion .*: FAILURE$
#include <assert.h>
#include <ctype.h>
int main(void) {
  int c = __VERIFIER_nondet_int();
  if (c < 0 || c > 255) return 0;
  if (isalpha(c))
    assert(c != 'Z');
  return 0;
}
