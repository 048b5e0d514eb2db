// Mutual recursion is_even / is_odd on a bounded argument.
// EXIT: 0
// ARGS: --unwind 8
// EXPECT: ^\[main\.assertion\.1\] line 17 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

static int is_odd(unsigned int n);
static int is_even(unsigned int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned int n) { return n == 0 ? 0 : is_even(n - 1); }

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 4);
  assert(is_even(n) == (n % 2 == 0));
  return 0;
}
