// A local variable gets a trace line when it is assigned, not when it is
// declared without a value (kiki's placeholder for its indeterminate value
// is not shown unless the program reads it), and every line has a file.
// EXIT: 10
// ARGS: --trace
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: FAILURE$
// EXPECT: ^  y=4$
// EXPECT: ^  z=5$
// REJECT: ^  unused=
// REJECT: ^  z=(?!5$)
// REJECT: ^  y=(?!4$)
// REJECT: ^file  line
// REJECT: =\?$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int unused;
  int y = __VERIFIER_nondet_int();
  int z;
  z = y + 1;
  assert(z != 5);
  return 0;
}
