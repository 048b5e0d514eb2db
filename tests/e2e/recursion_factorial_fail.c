// Recursive factorial: 5! is 120, so the assertion fails for n == 5.
// EXIT: 10
// ARGS: --unwind 10
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  assert(fact(n) < 100);
  return 0;
}
