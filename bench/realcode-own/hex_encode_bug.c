// EXPECT: FAILED
// Hex encoding into a caller's buffer: the size check forgets the
// terminating NUL, so 4 input bytes write 9 characters into 8.
#include <stddef.h>
static const char digits[] = "0123456789abcdef";
static int hex_encode(const unsigned char *in, size_t n, char *out, size_t cap) {
  if (2 * n > cap) return -1; /* bug: needs 2 * n + 1 */
  for (size_t i = 0; i < n; i++) {
    out[2 * i] = digits[in[i] >> 4];
    out[2 * i + 1] = digits[in[i] & 15];
  }
  out[2 * n] = 0;
  return (int)(2 * n);
}
int main(void) {
  unsigned char in[4];
  for (int i = 0; i < 4; i++) in[i] = (unsigned char)__VERIFIER_nondet_char();
  size_t n = (size_t)__VERIFIER_nondet_uint();
  if (n > 4) return 0;
  char out[8];
  hex_encode(in, n, out, sizeof out);
  return 0;
}
