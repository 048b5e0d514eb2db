// Nondet trip count bounded by an assumption (at most 6): incremental BMC
// reaches full unwinding and proves the assertion.
// EXIT: 0
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 17 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 3;
  assert(s == 3 * n);
  return 0;
}
