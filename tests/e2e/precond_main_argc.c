// main's own precondition over argc (2LS's precond_contextsensitive2): argc
// is at least 1 anyway and at most 131072 (Linux's limit); the assertion
// in foo needs argc != 1. foo's hull is every int (x != 1 is no interval).
// ARGS: --context-sensitive --preconditions
// EXIT: 5
// EXPECT: ^\[main\]: argc <= 131072 && -argc <= -2$
// REJECT: ^\[foo\]
#include <assert.h>
void foo(int x) { assert(x != 1); }
int main(int argc, char **argv) {
  foo(argc);
  return 0;
}
