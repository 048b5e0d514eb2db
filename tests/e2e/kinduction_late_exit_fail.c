// The loop exits after 25 iterations and the assertion after it fails then;
// restricting exits from an arbitrary start must not hide that.
// EXIT: 10
// ARGS: --k-induction
// EXPECT: ^\[main\.assertion\.1\] line 13 assertion i != 25: FAILURE$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int i = 0;
  while (i < 25) {
    i++;
  }
  assert(i != 25);
  return 0;
}
