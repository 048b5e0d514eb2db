// A loop with 4 iterations is fully unwound by --unwind 10: proof.
// EXIT: 0
// ARGS: --unwind 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

int main(void) {
  int a = 0;
  for (int i = 0; i < 4; i++)
    a += i;
  assert(a == 6);
  return 0;
}
