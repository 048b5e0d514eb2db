// A calling context must hold for every call from outside the function:
// g is called with 1..100 and with -10..-5, so its context is -10..100 and
// its summary in it cannot say g(a) >= 1 (taken from the first call alone
// it would, and the second assertion would be proved wrongly). g(-5) is -5.
// EXIT: 10
// ARGS: --timeout 30
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 23 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g(int a) {
  if (a <= 0) return a;
  return g(a - 1) + 1;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < 1 || x > 100 || y < -10 || y > -5) return 0;
  int r1 = g(x);
  int r2 = g(y);
  assert(r1 >= -10);
  assert(r2 >= 1);
  return 0;
}
