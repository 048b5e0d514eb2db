// --preconditions writes no JSON (nor SARIF, witnesses, harness, HTML) and
// says so instead of ignoring the option silently; its lines still come.
// ARGS: --preconditions --json -
// EXIT: 5
// EXPECT: ^warning: --preconditions prints its lines only: --json
// EXPECT: ^\[foo\]: x <= 9 && -x <= 2147483648$
#include <assert.h>
void foo(int x) { assert(x < 10); }
int main(void) {
  foo(3);
  return 0;
}
