// The passing twin of memory_after_loop_fail.c: every element read after the
// loop has the value the loop stored, whatever iteration wrote it.
// EXIT: 0
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#include <assert.h>

int main(void) {
  int a[6];
  int n = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 6 && k >= 0 && k < n);
  for (int i = 0; i < n; i++)
    a[i] = 3 * i;
  a[0] = a[0] + 0;
  assert(a[k] == 3 * k);
  return 0;
}
