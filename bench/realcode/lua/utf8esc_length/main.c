/* Lua (github.com/lua/lua), file lobject.c (luaO_utf8esc; UTF8BUFFSZ from lobject.h)
 * upstream commit: 6443185167c77adcc8552a3fee7edab7895db1a9 (tag v5.4.6)
 * licence: MIT (Copyright (C) 1994-2023 Lua.org, PUC-Rio)
 * Function copied verbatim; macros replaced by their definitions
 * (cast_char, UTF8BUFFSZ, lua_assert as assert).
 * Harness: any code point x <= 0x7FFFFFFF (the function's precondition);
 * asserts the length against the UTF-8 (original 6-byte) ranges, the lead
 * byte's prefix and that every continuation byte is 10xxxxxx.
 */
#include <assert.h>

extern unsigned long __VERIFIER_nondet_ulong(void);
extern void __VERIFIER_assume(int);

#define cast_char(i)	((char)(i))
#define UTF8BUFFSZ	8
#define lua_assert(c)	assert(c)

int luaO_utf8esc (char *buff, unsigned long x) {
  int n = 1;  /* number of bytes put in buffer (backwards) */
  lua_assert(x <= 0x7FFFFFFFu);
  if (x < 0x80)  /* ascii? */
    buff[UTF8BUFFSZ - 1] = cast_char(x);
  else {  /* need continuation bytes */
    unsigned int mfb = 0x3f;  /* maximum that fits in first byte */
    do {  /* add continuation bytes */
      buff[UTF8BUFFSZ - (n++)] = cast_char(0x80 | (x & 0x3f));
      x >>= 6;  /* remove added bits */
      mfb >>= 1;  /* now there is one less bit available in first byte */
    } while (x > mfb);  /* still needs continuation byte? */
    buff[UTF8BUFFSZ - n] = cast_char((~mfb << 1) | x);  /* add first byte */
  }
  return n;
}

int main(void) {
  char buff[UTF8BUFFSZ];
  unsigned long x = __VERIFIER_nondet_ulong();
  __VERIFIER_assume(x <= 0x7FFFFFFFu);
  int n = luaO_utf8esc(buff, x);
  int expected = x < 0x80 ? 1 : x < 0x800 ? 2 : x < 0x10000 ? 3 :
                 x < 0x200000 ? 4 : x < 0x4000000 ? 5 : 6;
  assert(n == expected);
  unsigned char lead = (unsigned char)buff[UTF8BUFFSZ - n];
  if (n == 1) assert(lead == x);
  else assert((lead >> (7 - n)) == (0xFFu >> (7 - n) & ~1u));  /* n ones, a zero */
  for (int i = UTF8BUFFSZ - n + 1; i < UTF8BUFFSZ; i++)
    assert(((unsigned char)buff[i] & 0xC0) == 0x80);
  return 0;
}
