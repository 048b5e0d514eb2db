// Upper-casing by subtracting 32 works for letters only; '5' - 32 is not
// an upper-case letter.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char c = __VERIFIER_nondet_char();
  __VERIFIER_assume((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
  char up = c - 32;
  assert(up >= 'A' && up <= 'Z');
  return 0;
}
