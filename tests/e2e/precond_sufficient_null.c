// --preconditions --sufficient: the complement of the inputs with a failing
// execution (2LS's precond3): x must not be NULL.
// ARGS: --preconditions --sufficient
// EXIT: 5
// EXPECT: ^\[foo\]: !\(x == NULL\)$
// REJECT: ^\[main\]
#include <assert.h>
void foo(char *x) {
  assert(x != 0);
  *x = 0;
}
int main(int argc, char **argv) {
  assert(argv != 0);
  foo(*argv);
  return 0;
}
