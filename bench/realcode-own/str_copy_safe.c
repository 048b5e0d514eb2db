// EXPECT: SUCCESSFUL
// A bounded copy of an untrusted string: strnlen limits it to the buffer.
#include <string.h>
int main(void) {
  char src[5];
  for (int i = 0; i < 4; i++) src[i] = __VERIFIER_nondet_char();
  src[4] = 0;
  char dst[3];
  size_t n = strnlen(src, sizeof dst - 1);
  memcpy(dst, src, n);
  dst[n] = 0;
  return (int)strlen(dst);
}
