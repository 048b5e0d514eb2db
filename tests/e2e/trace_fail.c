// --trace prints the counterexample with the values assigned on the path.
// EXIT: 10
// ARGS: --trace
// EXPECT: ^\[main\.assertion\.1\] line 17 .*: FAILURE$
// EXPECT: ^file .*trace_fail\.c line 14 function main$
// EXPECT: ^  x=5$
// EXPECT: ^  m=1000u$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned int m = __VERIFIER_nondet_uint();
  if (x > 4 && x < 6 && m == 1000u)
    assert(0);
  return 0;
}
