/* Models of <ctype.h> in the "C" locale, matching glibc.
 *
 * Two ways into the same facts:
 *  - the functions (isalpha, toupper, ...) decide by comparing the value
 *    with character ranges, so kiki sees a few comparisons instead of a
 *    load from a table at a symbolic index;
 *  - the tables behind __ctype_b_loc, __ctype_toupper_loc and
 *    __ctype_tolower_loc, which glibc's header macros index directly
 *    ((*__ctype_b_loc())[(int)(c)] & _ISdigit), so preprocessed programs
 *    that never call the functions still get the right answers.
 * Both are built from the same range macros below, so they cannot disagree.
 *
 * glibc's functions return the table entry masked with the class bit, not
 * 0/1 (isalpha('a') is 0x400); the models return the same values.
 */
#include "model.h"

/* glibc's class bits as they sit in the unsigned short table on a
 * little-endian machine (<ctype.h> builds them with _ISbit, which swaps the
 * bytes there; x86 is the only target these models are built for). */
#define KIKI_IS_UPPER 0x100
#define KIKI_IS_LOWER 0x200
#define KIKI_IS_ALPHA 0x400
#define KIKI_IS_DIGIT 0x800
#define KIKI_IS_XDIGIT 0x1000
#define KIKI_IS_SPACE 0x2000
#define KIKI_IS_PRINT 0x4000
#define KIKI_IS_GRAPH 0x8000
#define KIKI_IS_BLANK 0x1
#define KIKI_IS_CNTRL 0x2
#define KIKI_IS_PUNCT 0x4
#define KIKI_IS_ALNUM 0x8

/* Membership of an int value in each C-locale class. Only 0..127 belong to
 * any class: the values -128..-1 (signed chars and EOF) and 128..255 have
 * no class in the "C" locale, and neither has anything further out. Usable
 * in constant expressions, which is how the tables are filled in. */
#define KIKI_IN(c, lo, hi) ((c) >= (lo) && (c) <= (hi))
#define KIKI_C_UPPER(c) KIKI_IN(c, 'A', 'Z')
#define KIKI_C_LOWER(c) KIKI_IN(c, 'a', 'z')
#define KIKI_C_ALPHA(c) (KIKI_C_UPPER(c) || KIKI_C_LOWER(c))
#define KIKI_C_DIGIT(c) KIKI_IN(c, '0', '9')
#define KIKI_C_ALNUM(c) (KIKI_C_ALPHA(c) || KIKI_C_DIGIT(c))
#define KIKI_C_XDIGIT(c) \
  (KIKI_C_DIGIT(c) || KIKI_IN(c, 'a', 'f') || KIKI_IN(c, 'A', 'F'))
/* '\t' '\n' '\v' '\f' '\r' are consecutive (9..13). */
#define KIKI_C_SPACE(c) ((c) == ' ' || KIKI_IN(c, '\t', '\r'))
#define KIKI_C_BLANK(c) ((c) == ' ' || (c) == '\t')
#define KIKI_C_CNTRL(c) (KIKI_IN(c, 0, 0x1f) || (c) == 0x7f)
#define KIKI_C_PRINT(c) KIKI_IN(c, 0x20, 0x7e)
#define KIKI_C_GRAPH(c) KIKI_IN(c, 0x21, 0x7e)
#define KIKI_C_PUNCT(c) (KIKI_C_GRAPH(c) && !KIKI_C_ALNUM(c))

/* glibc's case tables map the signed-char indices -128..-2 to the unsigned
 * value of the same byte (c + 256) and leave EOF (-1) alone; its toupper
 * and tolower functions return the table entry for -128..255 and the
 * argument itself outside that range. */
#define KIKI_C_BYTE(c) (KIKI_IN(c, -128, -2) ? (c) + 256 : (c))
#define KIKI_C_TOUPPER(c) (KIKI_C_LOWER(c) ? (c) - ('a' - 'A') : KIKI_C_BYTE(c))
#define KIKI_C_TOLOWER(c) (KIKI_C_UPPER(c) ? (c) + ('a' - 'A') : KIKI_C_BYTE(c))

#define KIKI_BIT(test, bit) ((test) ? (bit) : 0)

/* The classification table entry for index c. */
#define KIKI_C_CLASS(c)                                                    \
  (KIKI_BIT(KIKI_C_UPPER(c), KIKI_IS_UPPER) |                              \
   KIKI_BIT(KIKI_C_LOWER(c), KIKI_IS_LOWER) |                              \
   KIKI_BIT(KIKI_C_ALPHA(c), KIKI_IS_ALPHA) |                              \
   KIKI_BIT(KIKI_C_DIGIT(c), KIKI_IS_DIGIT) |                              \
   KIKI_BIT(KIKI_C_XDIGIT(c), KIKI_IS_XDIGIT) |                            \
   KIKI_BIT(KIKI_C_SPACE(c), KIKI_IS_SPACE) |                              \
   KIKI_BIT(KIKI_C_PRINT(c), KIKI_IS_PRINT) |                              \
   KIKI_BIT(KIKI_C_GRAPH(c), KIKI_IS_GRAPH) |                              \
   KIKI_BIT(KIKI_C_BLANK(c), KIKI_IS_BLANK) |                              \
   KIKI_BIT(KIKI_C_CNTRL(c), KIKI_IS_CNTRL) |                              \
   KIKI_BIT(KIKI_C_PUNCT(c), KIKI_IS_PUNCT) |                              \
   KIKI_BIT(KIKI_C_ALNUM(c), KIKI_IS_ALNUM))

/* Spell out 128 consecutive entries F(i), F(i+1), ..., F(i+127); three of
 * these cover the indices -128..255 that glibc's tables have. */
#define KIKI_ROW4(F, i) F(i), F((i) + 1), F((i) + 2), F((i) + 3)
#define KIKI_ROW16(F, i) \
  KIKI_ROW4(F, i), KIKI_ROW4(F, (i) + 4), KIKI_ROW4(F, (i) + 8), \
      KIKI_ROW4(F, (i) + 12)
#define KIKI_ROW64(F, i) \
  KIKI_ROW16(F, i), KIKI_ROW16(F, (i) + 16), KIKI_ROW16(F, (i) + 32), \
      KIKI_ROW16(F, (i) + 48)
#define KIKI_ROW128(F, i) KIKI_ROW64(F, i), KIKI_ROW64(F, (i) + 64)
#define KIKI_TABLE(F) \
  { KIKI_ROW128(F, -128), KIKI_ROW128(F, 0), KIKI_ROW128(F, 128) }

/* Element 0 of each array is index -128. */
static const unsigned short kiki_ctype_b[384] = KIKI_TABLE(KIKI_C_CLASS);
static const int kiki_ctype_toupper[384] = KIKI_TABLE(KIKI_C_TOUPPER);
static const int kiki_ctype_tolower[384] = KIKI_TABLE(KIKI_C_TOLOWER);

/* glibc hands out the address of a (thread-local) pointer to index 0, so
 * the header macros can index with any value from -128 to 255. */
static const unsigned short *kiki_ctype_b_ptr = kiki_ctype_b + 128;
static const int *kiki_ctype_toupper_ptr = kiki_ctype_toupper + 128;
static const int *kiki_ctype_tolower_ptr = kiki_ctype_tolower + 128;

const unsigned short **KIKI_FN(__ctype_b_loc)(void) {
  return &kiki_ctype_b_ptr;
}

const int **KIKI_FN(__ctype_toupper_loc)(void) {
  return &kiki_ctype_toupper_ptr;
}

const int **KIKI_FN(__ctype_tolower_loc)(void) {
  return &kiki_ctype_tolower_ptr;
}

int KIKI_FN(isalnum)(int c) { return KIKI_BIT(KIKI_C_ALNUM(c), KIKI_IS_ALNUM); }
int KIKI_FN(isalpha)(int c) { return KIKI_BIT(KIKI_C_ALPHA(c), KIKI_IS_ALPHA); }
int KIKI_FN(isblank)(int c) { return KIKI_BIT(KIKI_C_BLANK(c), KIKI_IS_BLANK); }
int KIKI_FN(iscntrl)(int c) { return KIKI_BIT(KIKI_C_CNTRL(c), KIKI_IS_CNTRL); }
int KIKI_FN(isdigit)(int c) { return KIKI_BIT(KIKI_C_DIGIT(c), KIKI_IS_DIGIT); }
int KIKI_FN(isgraph)(int c) { return KIKI_BIT(KIKI_C_GRAPH(c), KIKI_IS_GRAPH); }
int KIKI_FN(islower)(int c) { return KIKI_BIT(KIKI_C_LOWER(c), KIKI_IS_LOWER); }
int KIKI_FN(isprint)(int c) { return KIKI_BIT(KIKI_C_PRINT(c), KIKI_IS_PRINT); }
int KIKI_FN(ispunct)(int c) { return KIKI_BIT(KIKI_C_PUNCT(c), KIKI_IS_PUNCT); }
int KIKI_FN(isspace)(int c) { return KIKI_BIT(KIKI_C_SPACE(c), KIKI_IS_SPACE); }
int KIKI_FN(isupper)(int c) { return KIKI_BIT(KIKI_C_UPPER(c), KIKI_IS_UPPER); }
int KIKI_FN(isxdigit)(int c) {
  return KIKI_BIT(KIKI_C_XDIGIT(c), KIKI_IS_XDIGIT);
}

/* glibc: ((c) & ~0x7f) == 0, a plain 0/1 (bitwise and of a negative int is
 * defined, so this is safe for every argument). */
int KIKI_FN(isascii)(int c) { return (c & ~0x7f) == 0; }

/* The case mappings never overflow: they only add or subtract 32 inside
 * 'a'..'z' / 'A'..'Z' and add 256 inside -128..-2. */
int KIKI_FN(toupper)(int c) { return KIKI_C_TOUPPER(c); }
int KIKI_FN(tolower)(int c) { return KIKI_C_TOLOWER(c); }
