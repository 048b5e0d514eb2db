// Same program as function_entry_fail.c with the default entry main:
// f is only called with 1, so the assertion holds.
// EXIT: 0
// EXPECT: ^\[f\.assertion\.1\] line 9 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

int f(int x) {
  assert(x != 7);
  return x + 0;
}

int main(void) {
  return f(1);
}
