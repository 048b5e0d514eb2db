// A nondet pointer may be NULL.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern void *__VERIFIER_nondet_pointer(void);

int main(void) {
  void *p = __VERIFIER_nondet_pointer();
  assert(p != (void *)0);
  return 0;
}
