/* utf8proc (github.com/JuliaStrings/utf8proc), file utf8proc.c (+ types of utf8proc.h)
 * upstream commit: ec0daa50bbedc36a0bada4a0f713eb9dc317d444 (parent of the fix)
 * licence: MIT ("expat", see LICENSE.md)
 * fix: 1f17487aa952a11f2ac53481b26b5a25b9a2fccc "Fix overrun"
 * bug: utf8proc_iterate() does not check the length before reading the
 *      continuation byte of a 2-byte sequence: a lead byte 0xC2..0xDF as the
 *      last byte of the string makes it read one byte past the end.
 * Types: utf8proc_ssize_t is ssize_t upstream, here ptrdiff_t (same on LP64).
 */
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <assert.h>

typedef uint8_t utf8proc_uint8_t;
typedef int32_t utf8proc_int32_t;
typedef uint32_t utf8proc_uint32_t;
typedef ptrdiff_t utf8proc_ssize_t;
#define UTF8PROC_DLLEXPORT
#define UTF8PROC_ERROR_INVALIDUTF8 -3

#define utf_cont(ch)  (((ch) & 0xc0) == 0x80)
UTF8PROC_DLLEXPORT utf8proc_ssize_t utf8proc_iterate(
  const utf8proc_uint8_t *str, utf8proc_ssize_t strlen, utf8proc_int32_t *dst
) {
  utf8proc_uint32_t uc;
  const utf8proc_uint8_t *end;

  *dst = -1;
  if (!strlen) return 0;
  end = str + ((strlen < 0) ? 4 : strlen);
  uc = *str++;
  if (uc < 0x80) {
    *dst = uc;
    return 1;
  }
  // Must be between 0xc2 and 0xf4 inclusive to be valid
  if ((uc - 0xc2) > (0xf4-0xc2)) return UTF8PROC_ERROR_INVALIDUTF8;
  if (uc < 0xe0) {         // 2-byte sequence
     // Must have valid continuation character
     if (!utf_cont(*str)) return UTF8PROC_ERROR_INVALIDUTF8;
     *dst = ((uc & 0x1f)<<6) | (*str & 0x3f);
     return 2;
  }
  if (uc < 0xf0) {        // 3-byte sequence
     if ((str + 1 >= end) || !utf_cont(*str) || !utf_cont(str[1]))
        return UTF8PROC_ERROR_INVALIDUTF8;
     // Check for surrogate chars
     if (uc == 0xed && *str > 0x9f)
         return UTF8PROC_ERROR_INVALIDUTF8;
     uc = ((uc & 0xf)<<12) | ((*str & 0x3f)<<6) | (str[1] & 0x3f);
     if (uc < 0x800)
         return UTF8PROC_ERROR_INVALIDUTF8;
     *dst = uc;
     return 3;
  }
  // 4-byte sequence
  // Must have 3 valid continuation characters
  if ((str + 2 >= end) || !utf_cont(*str) || !utf_cont(str[1]) || !utf_cont(str[2]))
     return UTF8PROC_ERROR_INVALIDUTF8;
  // Make sure in correct range (0x10000 - 0x10ffff)
  if (uc == 0xf0) {
    if (*str < 0x90) return UTF8PROC_ERROR_INVALIDUTF8;
  } else if (uc == 0xf4) {
    if (*str > 0x8f) return UTF8PROC_ERROR_INVALIDUTF8;
  }
  *dst = ((uc & 7)<<18) | ((*str & 0x3f)<<12) | ((str[1] & 0x3f)<<6) | (str[2] & 0x3f);
  return 4;
}

UTF8PROC_DLLEXPORT utf8proc_ssize_t utf8proc_encode_char(utf8proc_int32_t uc, utf8proc_uint8_t *dst) {
  if (uc < 0x00) {
    return 0;
  } else if (uc < 0x80) {
    dst[0] = uc;
    return 1;
  } else if (uc < 0x800) {
    dst[0] = 0xC0 + (uc >> 6);
    dst[1] = 0x80 + (uc & 0x3F);
    return 2;
  // Note: we allow encoding 0xd800-0xdfff here, so as not to change
  // the API, however, these are actually invalid in UTF-8
  } else if (uc < 0x10000) {
    dst[0] = 0xE0 + (uc >> 12);
    dst[1] = 0x80 + ((uc >> 6) & 0x3F);
    dst[2] = 0x80 + (uc & 0x3F);
    return 3;
  } else if (uc < 0x110000) {
    dst[0] = 0xF0 + (uc >> 18);
    dst[1] = 0x80 + ((uc >> 12) & 0x3F);
    dst[2] = 0x80 + ((uc >> 6) & 0x3F);
    dst[3] = 0x80 + (uc & 0x3F);
    return 4;
  } else return 0;
}

/* ---- harness ---- */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
  utf8proc_ssize_t n, pos, r;
  utf8proc_int32_t c;
  utf8proc_uint8_t *buf, enc[4];
  int i;

  /* 1 to 4 arbitrary bytes in a heap block of exactly that size */
  n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n >= 1 && n <= 4);
  buf = malloc((size_t)n);
  if (buf == NULL) return 0;
  for (i = 0; i < n; i++) buf[i] = __VERIFIER_nondet_uchar();

  /* decode as far as the bytes are valid UTF-8; every code point decoded
     is a scalar value and encodes back to the same bytes */
  pos = 0;
  while (pos < n) {
    r = utf8proc_iterate(buf + pos, n - pos, &c);
    if (r < 0) break;
    assert(r >= 1 && r <= n - pos);
    assert(c >= 0 && c <= 0x10FFFF && !(c >= 0xD800 && c <= 0xDFFF));
    assert(utf8proc_encode_char(c, enc) == r);
    for (i = 0; i < r; i++) assert(enc[i] == buf[pos + i]);
    pos += r;
  }
  free(buf);
  return 0;
}
