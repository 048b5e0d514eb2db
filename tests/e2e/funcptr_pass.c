// A call through a function pointer chosen nondeterministically: the
// assertion holds for both targets.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }

int main(void) {
  int (*table[2])(int) = {inc, dec};
  int k = __VERIFIER_nondet_int() ? 1 : 0;
  int r = table[k](5);
  assert(r == 6 || r == 4);
  return 0;
}
