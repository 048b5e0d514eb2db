// A loop with 4 iterations computes 0+1+2+3 = 6, not 10.
// EXIT: 10
// ARGS: --unwind 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

int main(void) {
  int a = 0;
  for (int i = 0; i < 4; i++)
    a += i;
  assert(a == 10);
  return 0;
}
