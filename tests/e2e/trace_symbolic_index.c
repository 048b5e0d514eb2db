// A subscript that is not a constant prints with its value in the
// counterexample: dst[i] in a loop shows as dst[0], dst[1], ...
// EXIT: 10
// ARGS: --trace --unwind 4
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: FAILURE$
// EXPECT: ^  n=2$
// EXPECT: ^  dst\[0\]=120 \('x'\)$
// EXPECT: ^  dst\[1\]=120 \('x'\)$
// EXPECT: ^  dst\[2\]=0$
// REJECT: ^  dst\[3\]=
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char dst[4];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 4);
  for (int i = 0; i < n; i++)
    dst[i] = 'x';
  dst[n] = 0;
  assert(n != 2);
  return 0;
}
