// ARGS: --no-portfolio
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 19 assertion a\[x\] == 42: FAILURE$
// The loop fills all but the last element: reading the last one is not
// covered by the segment, so the assertion must fail (a[9] is never
// written).
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a[10];
  int i = 0;
  while (i < 9) {
    a[i] = 42;
    i = i + 1;
  }
  a[9] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (x >= 0 && x < 10)
    assert(a[x] == 42);
  return 0;
}
