// A proof that uses an array segment writes a correctness witness with the
// scalar invariants only, and a note says that the segment's "for every
// element" fact is not in it (witness invariants are C expressions).
// EXIT: 0
// ARGS: --arrays --no-acceleration --yaml-witness /dev/null
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^note: the correctness witness does not state the invariant of the loop at line 15 \(main\) that is no C expression, such as "a\[k\] for
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[100000];
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100000) return 0;
  for (int i = 0; i < n; i++)
    a[i] = 7;
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < n)
    assert(a[j] == 7);
  return 0;
}
