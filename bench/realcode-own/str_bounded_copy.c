// EXPECT: SUCCESSFUL
// strlcpy as the BSD libraries write it, called with an input string of at
// most 7 characters and a destination of 4.
#include <assert.h>
#include <string.h>
static size_t my_strlcpy(char *dst, const char *src, size_t size) {
  size_t n = strlen(src);
  if (size > 0) {
    size_t copy = n >= size ? size - 1 : n;
    memcpy(dst, src, copy);
    dst[copy] = 0;
  }
  return n;
}
int main(void) {
  char src[8];
  for (int i = 0; i < 7; i++) src[i] = __VERIFIER_nondet_char();
  src[7] = 0;
  char dst[4];
  size_t n = my_strlcpy(dst, src, sizeof dst);
  assert(strlen(dst) <= 3);
  assert(n >= strlen(dst));
  return 0;
}
