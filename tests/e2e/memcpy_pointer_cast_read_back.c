// The bytes of (unsigned long)&x copied into a pointer are &x on LP64
// targets; the model numbers the integer apart from x, so the copy named
// another object and "invalid object in *q" FAILED, wrongly, as did the
// assertion. Such a read is not modelled: UNKNOWN, never FAILURE.
// EXIT: 5
// ARGS: --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 18 assertion x == 7: UNKNOWN$
// ONCE: ^note: line 17: a pointer read from memory that holds a pointer cast to an integer is not modelled
// REJECT: : FAILURE$
#include <assert.h>
#include <string.h>
int main(void) {
  int x = 5;
  unsigned long n = (unsigned long)&x;
  int *q;
  memcpy(&q, &n, sizeof q);
  *q = 7;
  assert(x == 7);
  return 0;
}
