// reach_error() with a body that is never called: proved.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 10 call to reach_error: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <stdlib.h>
void reach_error() { abort(); }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10 && x < 5)
    reach_error();
  return 0;
}
