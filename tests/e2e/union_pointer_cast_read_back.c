// A pointer cast to an integer and read back through a union's pointer
// member is the pointer (C11 6.5.2.3: the bytes are reinterpreted; on
// LP64 targets the integer is the address). The model gives the integer
// an object number of its own, so the read-back pointer named another
// object and "invalid object in *q" FAILED, wrongly. Such a read is not
// modelled: the dereference is UNKNOWN, never FAILURE.
// EXIT: 5
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.2\] line 19 .*invalid or deallocated object in \*q: UNKNOWN$
// ONCE: ^note: line 18: a pointer read from memory that holds a pointer cast to an integer is not modelled
// REJECT: : FAILURE$
#include <assert.h>
union u { unsigned long n; int *p; };
int main(void) {
  int x = 5;
  union u a;
  a.n = (unsigned long)&x;
  int *q = a.p;
  *q = 7;
  assert(x == 7);
  return 0;
}
