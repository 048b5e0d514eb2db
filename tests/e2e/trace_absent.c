// Without --trace no counterexample is printed.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^  x=
// REJECT: ^file .* line \d+ function main$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 5);
  return 0;
}
