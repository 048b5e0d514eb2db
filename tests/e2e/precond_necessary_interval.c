// --preconditions: the necessary precondition of foo over its parameter is
// the interval of the inputs with a passing execution (2LS's precond1);
// main passes for every argc and gets no line.
// ARGS: --preconditions
// EXIT: 5
// EXPECT: ^\[foo\]: x <= 2147483647 && -x <= 0$
// EXPECT: ^\(1 function with a trivial precondition not listed\)$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^\[main\]
#include <assert.h>
void foo(int x) {
  int y = x;
  assert(y >= 0);
}
int main(int argc, char **argv) {
  foo(argc);
  return 0;
}
