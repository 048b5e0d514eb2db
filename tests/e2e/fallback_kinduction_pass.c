// --k-induction --havoc on a loop with constant bound: proved whichever
// engine runs (k-induction, or incremental BMC reaching full unwinding).
// EXIT: 0
// ARGS: --havoc --k-induction
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

int main(void) {
  int s = 0;
  for (int i = 0; i < 5; i++)
    s += 2;
  assert(s == 10);
  return 0;
}
