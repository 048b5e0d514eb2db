// Nested loops with a nondet inner bound: the pair (i, j) == (2, 3) is
// reached when m >= 4.
// EXIT: 10
// ARGS: --unwind 7
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(m >= 0 && m <= 5);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < m; j++)
      assert(i * 10 + j != 23);
  return 0;
}
