// McCarthy's 91 function returns x - 10 above 100: the assertion fails for
// x = 150. Its summary (nested recursive calls, a result that depends on the
// argument by cases) must not hide that: summaries are never used by the
// checks that report failures.
// EXIT: 10
// ARGS:
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int f91(int x) {
  if (x > 100) return x - 10;
  return f91(f91(x + 11));
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 200) return 0;
  assert(f91(x) == 91);
  return 0;
}
