// A construct the model does not handle is named once in the notes, also in
// the default portfolio, where both processes meet it (the note was printed
// twice: once from the partner's answer, once from kIkI's own list).
// malloc(0) may return a 0-byte object, so p[0] may be out of bounds.
// EXIT: 10
// ARGS: --pointer-check --timeout 20
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 14 .*out of object bounds.*: FAILURE$
// ONCE: ^note: line 13: object larger than the memory model's offsets is not modelled
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  char *p = malloc(n);
  if (p) { p[0] = 1; free(p); }
  return 0;
}
