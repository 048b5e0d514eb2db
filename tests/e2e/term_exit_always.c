// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 13 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// while (1) has no exit edge, but abort() or exit() ends every execution: the
// loop's only way out; x < 100 before each x++, so x reaches 100 without overflow.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  while (1) {
    if (x == -1000)
      abort();
    if (x >= 100)
      exit(0);
    x++;
  }
}
