// Plain char is signed on x86: a nondet char can be negative.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern char __VERIFIER_nondet_char(void);

int main(void) {
  char c = __VERIFIER_nondet_char();
  assert(c >= 0);
  return 0;
}
