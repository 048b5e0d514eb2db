// ARGS: --no-acceleration --show-invariants
// EXIT: 0
// EXPECT: a\[k\] for i@entry <= k < i: 42 <= a\[k\] <= 42
// EXPECT: ^\[main\.assertion\.1\] line 20 assertion a\[x\] == 42: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// An array segment invariant: every element the loop has passed holds 42,
// for all indices at once (the loop is too long to unwind), and the
// assertion reads it at an arbitrary index.
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a[1000];
  int i = 0;
  while (i < 1000) {
    a[i] = 42;
    i = i + 1;
  }
  int x = __VERIFIER_nondet_int();
  if (x >= 0 && x < 1000)
    assert(a[x] == 42);
  return 0;
}
