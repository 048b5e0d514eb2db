// After the overlapping memmove b is "aabc": a naive forward byte copy
// would give "aaaa", which the assertion claims.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <string.h>

int main(void) {
  char b[5] = "abcd";
  memmove(b + 1, b, 3);
  assert(b[3] == 'a');
  return 0;
}
