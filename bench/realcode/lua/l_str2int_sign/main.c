/* Lua (github.com/lua/lua), file lobject.c (l_str2int, isneg, luaO_hexavalue)
 * upstream commit: 6443185167c77adcc8552a3fee7edab7895db1a9 (tag v5.4.6)
 * licence: MIT (Copyright (C) 1994-2023 Lua.org, PUC-Rio)
 * Functions copied verbatim; macros replaced by their definitions from
 * luaconf.h/llimits.h/lctype.h with the standard-ctype variant of lctype.h
 * (LUA_USE_CTYPE 1): lisdigit = isdigit, lisspace = isspace,
 * lisxdigit = isxdigit, ltolower = tolower; lua_Integer = long long,
 * lua_Unsigned = unsigned long long.
 * Harness: a '\0'-terminated text of 20 nondet bytes (long enough for
 * 64-bit decimal overflow and 16+ hex digits that wrap around); asserts that
 * an accepted numeral was read to its end and that an accepted decimal
 * numeral has the sign it was written with (the overflow test rejects
 * decimals outside [LLONG_MIN, LLONG_MAX], hex numerals wrap on purpose).
 */
#include <stddef.h>
#include <string.h>
#include <ctype.h>
#include <limits.h>
#include <assert.h>

extern char __VERIFIER_nondet_char(void);

typedef long long lua_Integer;
typedef unsigned long long lua_Unsigned;
#define LUA_MAXINTEGER		LLONG_MAX
#define cast(t, exp)	((t)(exp))
#define cast_int(i)	cast(int, (i))
#define cast_uchar(i)	cast(unsigned char, (i))
#define l_castU2S(i)	((lua_Integer)(i))
#define lisdigit(c)	(isdigit(c))
#define lisspace(c)	(isspace(c))
#define lisxdigit(c)	(isxdigit(c))
#define ltolower(c)	(tolower(c))

int luaO_hexavalue (int c) {
  if (lisdigit(c)) return c - '0';
  else return (ltolower(c) - 'a') + 10;
}


static int isneg (const char **s) {
  if (**s == '-') { (*s)++; return 1; }
  else if (**s == '+') (*s)++;
  return 0;
}

/* maximum value for the last digit */
#define MAXBY10		cast(lua_Unsigned, LUA_MAXINTEGER / 10)
#define MAXLASTD	cast_int(LUA_MAXINTEGER % 10)

static const char *l_str2int (const char *s, lua_Integer *result) {
  lua_Unsigned a = 0;
  int empty = 1;
  int neg;
  while (lisspace(cast_uchar(*s))) s++;  /* skip initial spaces */
  neg = isneg(&s);
  if (s[0] == '0' &&
      (s[1] == 'x' || s[1] == 'X')) {  /* hex? */
    s += 2;  /* skip '0x' */
    for (; lisxdigit(cast_uchar(*s)); s++) {
      a = a * 16 + luaO_hexavalue(*s);
      empty = 0;
    }
  }
  else {  /* decimal */
    for (; lisdigit(cast_uchar(*s)); s++) {
      int d = *s - '0';
      if (a >= MAXBY10 && (a > MAXBY10 || d > MAXLASTD + neg))  /* overflow? */
        return NULL;  /* do not accept it (as integer) */
      a = a * 10 + d;
      empty = 0;
    }
  }
  while (lisspace(cast_uchar(*s))) s++;  /* skip trailing spaces */
  if (empty || *s != '\0') return NULL;  /* something wrong in the numeral */
  else {
    *result = l_castU2S((neg) ? 0u - a : a);
    return s;
  }
}

int main(void) {
  char buf[21];
  int i;
  for (i = 0; i < 20; i++) buf[i] = __VERIFIER_nondet_char();
  buf[20] = '\0';
  lua_Integer r = 0;
  const char *end = l_str2int(buf, &r);
  if (end != NULL) {
    assert(end == buf + strlen(buf));
    /* classify the numeral as the harness sees it */
    int j = 0, neg = 0, hex;
    while (isspace((unsigned char)buf[j])) j++;
    if (buf[j] == '-') { neg = 1; j++; }
    else if (buf[j] == '+') j++;
    hex = buf[j] == '0' && (buf[j + 1] == 'x' || buf[j + 1] == 'X');
    if (!hex) {
      if (neg) assert(r <= 0);
      else assert(r >= 0);
    }
  }
  return 0;
}
