// PDR only proves: its clauses reach this failure, so it decides nothing,
// and the default's bounded model checking finds the bug at i == 6.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int())
    i += 2;
  assert(i != 6);
  return 0;
}
