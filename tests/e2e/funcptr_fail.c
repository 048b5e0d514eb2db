// A call through a function pointer chosen nondeterministically: the
// assertion only holds for inc.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }

int main(void) {
  int (*f)(int) = __VERIFIER_nondet_int() ? inc : dec;
  assert(f(5) == 6);
  return 0;
}
