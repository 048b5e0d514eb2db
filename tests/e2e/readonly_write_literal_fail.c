// A write into a string literal crashes a real run (the literal lies in
// read-only memory): with --pointer-check it is an invalid object for the
// write, and the execution ends there, so the assertion after it is never
// reached by a run that wrote.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 16 dereference failure: invalid or deallocated object in "abc": FAILURE$
// EXPECT: ^\[main\.assertion\.1\] line 17 assertion s\[0\] == 'a': SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char *s = (char *)"abc";
  if (__VERIFIER_nondet_int())
    *s = 'x';
  assert(s[0] == 'a');
  return 0;
}
