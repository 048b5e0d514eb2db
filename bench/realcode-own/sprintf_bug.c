// EXPECT: FAILED
// sprintf of an int into char[8]: "-2147483648" needs 12 bytes.
#include <stdio.h>
int main(void) {
  char d[8];
  int x = __VERIFIER_nondet_int();
  sprintf(d, "%d", x);
  return d[0];
}
