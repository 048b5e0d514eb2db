// ARGS: --no-acceleration --no-portfolio --timeout 3
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 20 assertion a\[x\] == 42: UNKNOWN$
// REJECT: SUCCESS$
// The segment holds 42 only below i, and the last element gets another
// value: the assertion is violated for x = 999, far beyond what kIkI can
// unwind in one run, so it must stay UNKNOWN, never be proved.
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a[1000];
  int i = 0;
  while (i < 999) {
    a[i] = 42;
    i = i + 1;
  }
  a[999] = 41;
  int x = __VERIFIER_nondet_int();
  if (x >= 0 && x < 1000)
    assert(a[x] == 42);
  return 0;
}
