// printf returns the number of characters: "%d\n" of any int is 2 to 12
// characters (INT_MIN has 11). Output errors are not modelled.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 13 assertion r >= 2 && r <= 12: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = printf("%d\n", x);
  assert(r >= 2 && r <= 12);
  return 0;
}
