// "abc"[2] is 'c'.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int i = __VERIFIER_nondet_uint() % 3u;
  assert("abc"[i] != 'c');
  return 0;
}
