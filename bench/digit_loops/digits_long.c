/* digits_int.c with a long: the overflow comes at the 19th digit. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  long v = 0;
  char c = __VERIFIER_nondet_char();
  while (c >= '0' && c <= '9') {
    v = v * 10 + (c - '0');
    c = __VERIFIER_nondet_char();
  }
  return (int)v;
}
