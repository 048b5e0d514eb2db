// EXPECT: FAILED
// strcpy of an untrusted string of up to 4 characters into char[3].
#include <string.h>
int main(void) {
  char src[5];
  for (int i = 0; i < 4; i++) src[i] = __VERIFIER_nondet_char();
  src[4] = 0;
  char dst[3];
  strcpy(dst, src);
  return dst[0];
}
