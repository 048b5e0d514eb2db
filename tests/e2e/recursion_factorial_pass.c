// Recursive factorial, depth bounded by n <= 5; --unwind 10 unwinds the
// recursion completely.
// EXIT: 0
// ARGS: --unwind 10
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 23 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
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
  int f = fact(n);
  assert(f >= n && f <= 120);
  assert(fact(4) == 24);
  return 0;
}
