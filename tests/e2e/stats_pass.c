// --stats prints a statistics line; the verdict is unchanged.
// EXIT: 0
// ARGS: --stats
// EXPECT: statistics:
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int() & 15;
  assert(x < 16);
  return 0;
}
