// EXPECT: SUCCESSFUL
// A UTF-8 decoder of one code point from up to 4 input bytes: rejects
// overlong forms, surrogates and values past U+10FFFF.
#include <assert.h>
static int utf8_decode(const unsigned char *s, int len, unsigned *cp) {
  if (len < 1) return -1;
  unsigned c = s[0];
  int need;
  unsigned min;
  if (c < 0x80) { *cp = c; return 1; }
  else if ((c & 0xE0) == 0xC0) { need = 1; c &= 0x1F; min = 0x80; }
  else if ((c & 0xF0) == 0xE0) { need = 2; c &= 0x0F; min = 0x800; }
  else if ((c & 0xF8) == 0xF0) { need = 3; c &= 0x07; min = 0x10000; }
  else return -1;
  if (len < need + 1) return -1;
  for (int i = 1; i <= need; i++) {
    if ((s[i] & 0xC0) != 0x80) return -1;
    c = (c << 6) | (s[i] & 0x3F);
  }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return -1;
  *cp = c;
  return need + 1;
}
int main(void) {
  unsigned char s[4];
  for (int i = 0; i < 4; i++) s[i] = (unsigned char)__VERIFIER_nondet_char();
  int len = __VERIFIER_nondet_int();
  if (len < 0 || len > 4) return 0;
  unsigned cp = 0;
  int n = utf8_decode(s, len, &cp);
  if (n > 0) {
    assert(n <= len);
    assert(cp <= 0x10FFFF);
    assert(!(cp >= 0xD800 && cp <= 0xDFFF));
    assert(n == 1 || cp >= 0x80);
  }
  return 0;
}
