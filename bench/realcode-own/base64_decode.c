// EXPECT: SUCCESSFUL
// A base64 decoder as in small C libraries: 8 input characters, a lookup
// function, padding, output buffer sized by the standard formula.
#include <assert.h>
#include <string.h>
static int b64value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}
/* Decodes len characters (a multiple of 4) into out (room for len/4*3
   bytes); returns the number of bytes or -1 on bad input. */
static int b64decode(const char *in, size_t len, unsigned char *out) {
  size_t o = 0;
  if (len % 4 != 0) return -1;
  for (size_t i = 0; i < len; i += 4) {
    int v[4];
    int pad = 0;
    for (int k = 0; k < 4; k++) {
      if (in[i + k] == '=' && i + 4 == len && k >= 2) { v[k] = 0; pad++; continue; }
      if (pad) return -1;
      v[k] = b64value(in[i + k]);
      if (v[k] < 0) return -1;
    }
    unsigned triple = (unsigned)v[0] << 18 | (unsigned)v[1] << 12 | (unsigned)v[2] << 6 | (unsigned)v[3];
    out[o++] = (unsigned char)(triple >> 16);
    if (pad < 2) out[o++] = (unsigned char)(triple >> 8);
    if (pad < 1) out[o++] = (unsigned char)triple;
  }
  return (int)o;
}
int main(void) {
  char in[9];
  for (int i = 0; i < 8; i++) in[i] = __VERIFIER_nondet_char();
  in[8] = 0;
  unsigned char out[6];
  int n = b64decode(in, strlen(in), out);
  assert(n <= 6);
  if (n >= 0) assert(n % 3 != 0 || n == 0 || n == 3 || n == 6);
  return 0;
}
