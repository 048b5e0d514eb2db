// A memset of symbolic length over memory that left a loop (the memory model
// then also relates whole arrays): bytes past the cleared prefix keep the
// loop's values, so b[m] == 0 fails when m is not cleared.
// EXIT: 10
// ARGS: --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 22 .*: FAILURE$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#include <assert.h>
#include <string.h>

int main(void) {
  char b[4];
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 4 && m >= 0 && m < 4);
  for (int i = 0; i < 4; i++)
    b[i] = 7;
  memset(b, 0, n);
  assert(m >= n || b[m] == 0);
  assert(b[m] == 0);
  return 0;
}
