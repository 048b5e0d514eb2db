// Nested loops: 3 x 4 iterations.
// EXIT: 0
// ARGS: --unwind 6
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

int main(void) {
  int count = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      count += i + 1;
  assert(count == 24);
  return 0;
}
