// reach_error() defined as abort(), as many SV-COMP tasks do.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 call to reach_error: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <stdlib.h>
void reach_error() { abort(); }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x * 2;
  if (y == 10) reach_error();
  return 0;
}
