// -D with a value: LIMIT=3 makes the assertion fail (4 > LIMIT).
// EXIT: 10
// ARGS: -DLIMIT=3
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#ifndef LIMIT
#define LIMIT 10
#endif

int main(void) {
  int n = 4;
  assert(n <= LIMIT);
  return 0;
}
