/* Digits read one by one; v = v * 10 + digit overflows an int at the 10th
 * digit: a bug behind ten iterations of one loop. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  int v = 0;
  char c = __VERIFIER_nondet_char();
  while (c >= '0' && c <= '9') {
    v = v * 10 + (c - '0');
    c = __VERIFIER_nondet_char();
  }
  return v;
}
