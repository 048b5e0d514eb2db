// "%d\n" of INT_MIN is 12 characters: r <= 11 does not hold for every x.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 assertion r <= 11: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = printf("%d\n", x);
  assert(r <= 11);
  return 0;
}
