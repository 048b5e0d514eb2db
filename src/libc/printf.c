/* Formatted output: the helpers that printf-family calls are lowered to,
 * and the models of puts, fputs, putchar, fputc and putc.
 *
 * kiki cannot verify a variadic function, so when a program is loaded every
 * call of printf, fprintf, dprintf, sprintf or snprintf with a constant
 * format is rewritten (lowerFormattedOutput in FormatLowering.cpp) into one
 * call per piece of the format, each of them one of the non-variadic
 * helpers below. The format is known then, so each helper gets its flags,
 * width and precision as plain arguments and the argument's value already
 * converted to the type its length modifier names. (A conversion whose
 * operands are all constants is printed by the lowering itself and becomes
 * literal text.)
 *
 * Two families of helpers:
 *  - __kiki_fmt_*: output into a buffer (sprintf, snprintf). Each takes the
 *    destination d, its capacity cap (snprintf's n; SIZE_MAX for sprintf)
 *    and pos, the number of characters produced so far, and returns the
 *    new count. A character at position pos is stored iff pos < cap - 1,
 *    so the byte for the terminator always remains; __kiki_fmt_end stores
 *    it. Everything is stored one byte at a time through d, so kiki checks
 *    each byte the real function would write, at the line of the call.
 *  - __kiki_out_*: output to a stream (printf, fprintf, dprintf). The
 *    characters go nowhere, so these only add their number to the count;
 *    they still read %s arguments byte by byte (those reads are checked).
 *
 * Integers are exact, as glibc prints them. Digit counts and digits come
 * from straight-line code (comparisons, shifts, divisions by constants), so
 * no loop has to be unwound for them; padding up to KIKI_UNROLLED
 * characters is straight-line too. Loops remain only where the count is an
 * input: wider padding, longer runs of zeros, %s strings.
 *
 * Floating-point conversions are over-approximated: the value is not
 * looked at; the conversion produces a non-deterministic number of
 * non-deterministic (non-NUL) characters between the shortest and the
 * longest text any value of the type can have (__kiki_float_min, _max).
 * %p prints an arbitrary non-zero value for a non-null pointer.
 *
 * Output errors are not modelled: the stream functions always succeed.
 */
#include "model.h"

/* The conversion's flags and kind, as the lowering encodes them. Keep in
 * sync with the Spec* constants in FormatLowering.cpp. */
#define KIKI_FMT_LEFT 1u         /* '-' */
#define KIKI_FMT_PLUS 2u         /* '+' */
#define KIKI_FMT_SPACE 4u        /* ' ' */
#define KIKI_FMT_ALT 8u          /* '#' */
#define KIKI_FMT_ZERO 16u        /* '0' */
#define KIKI_FMT_UPPER 32u       /* X, E, F, G, A */
#define KIKI_FMT_LONG_DOUBLE 64u /* L on a floating-point conversion */
#define KIKI_FMT_OCTAL 128u      /* o, for __kiki_out_unsigned */
#define KIKI_FMT_HEX 256u        /* x, X, for __kiki_out_unsigned */

typedef struct _IO_FILE FILE;

/* ---- Output primitives ------------------------------------------------ */

/* glibc fails (returns -1) once the count passes INT_MAX. On a 32-bit
 * target a few INT_MAX-wide fields would wrap a size_t count back to a
 * small value, so the jumps by a length (padding, strings, text, streams)
 * stop at KIKI_FAILED. It lies far enough below SIZE_MAX that the single
 * steps by one character or one number's digits, which add without a
 * test to keep the solver's terms small, cannot wrap it either. */
#define KIKI_FAILED ((size_t)-1 / 4 * 3)

static size_t kiki_add(size_t pos, size_t n) {
  if (pos >= KIKI_FAILED)
    return pos;
  return n >= KIKI_FAILED - pos ? KIKI_FAILED : pos + n;
}

/* Whether the character at position pos goes into the buffer: only while
 * a byte is left for the terminator. With cap == 0 (snprintf(d, 0, ...),
 * or no buffer at all) nothing is stored. */
static int kiki_fits(size_t cap, size_t pos) {
  return cap != 0 && pos < cap - 1;
}

static size_t kiki_put(char *d, size_t cap, size_t pos, int c) {
  if (kiki_fits(cap, pos))
    d[pos] = (char)c;
  return pos + 1;
}

/* How many of n characters from pos on are stored. */
static size_t kiki_stored(size_t cap, size_t pos, size_t n) {
  size_t room = kiki_fits(cap, pos) ? cap - 1 - pos : 0;
  return n < room ? n : room;
}

/* Fields of up to KIKI_UNROLLED characters are filled by straight-line
 * code, so the common widths ("%08x", "%5d", "%-6s") put no loop in the
 * program that kiki would have to unwind. Which way a fill goes is decided
 * by a bound the lowering makes a constant (the width or precision written
 * in the format), so only one of the two ways is ever encoded. (8, not
 * more: each unrolled store is a site kiki checks and lists.) */
#define KIKI_UNROLLED 8
#define KIKI_AT(k, c)                                                          \
  if (stored > (k))                                                            \
  d[pos + (k)] = (char)(c)

/* A character for an over-approximated conversion: anything but NUL. */
static char kiki_any_char(void) {
  char c = __VERIFIER_nondet_char();
  __VERIFIER_assume(c != '\0');
  return c;
}

/* n copies of c, or with c < 0 n arbitrary characters; n <= bound. The
 * loop runs over the stored bytes only (a field wider than what is left of
 * an snprintf buffer costs no unwinding), backwards: its first iteration
 * stores the last byte, so a field that overflows the buffer fails in the
 * first unwinding, not the n-th. */
static size_t kiki_fill(char *d, size_t cap, size_t pos, int c, size_t n,
                        size_t bound) {
  size_t stored = kiki_stored(cap, pos, n);
  if (n == 0) /* the usual case, visibly store-free once n is known */
    return pos;
  if (bound <= KIKI_UNROLLED) {
    KIKI_AT(0, c < 0 ? kiki_any_char() : c);
    KIKI_AT(1, c < 0 ? kiki_any_char() : c);
    KIKI_AT(2, c < 0 ? kiki_any_char() : c);
    KIKI_AT(3, c < 0 ? kiki_any_char() : c);
    KIKI_AT(4, c < 0 ? kiki_any_char() : c);
    KIKI_AT(5, c < 0 ? kiki_any_char() : c);
    KIKI_AT(6, c < 0 ? kiki_any_char() : c);
    KIKI_AT(7, c < 0 ? kiki_any_char() : c);
  } else {
    for (size_t i = stored; i > 0; i--)
      d[pos + i - 1] = (char)(c < 0 ? kiki_any_char() : c);
  }
  return kiki_add(pos, n);
}

/* ---- Field width ------------------------------------------------------ */

/* A negative width (from `*`) means '-' and its absolute value (C11
 * 7.21.6.1p5); unsigned arithmetic keeps -INT_MIN defined. */
static int kiki_left(unsigned spec, int width) {
  return (spec & KIKI_FMT_LEFT) != 0 || width < 0;
}

static size_t kiki_width(int width) {
  return width < 0 ? (size_t)(0u - (unsigned)width) : (size_t)width;
}

/* Spaces (or zeros) that bring a body of `body` characters to the width. */
static size_t kiki_pad(int width, size_t body) {
  size_t w = kiki_width(width);
  if (w == 0)
    return 0;
  return w > body ? w - body : 0;
}

static size_t kiki_field(int width, size_t body) {
  return body + kiki_pad(width, body);
}

/* ---- Integer layout --------------------------------------------------- */
/* An integer conversion prints [spaces][sign][0x][zeros][digits][spaces].
 * The layout depends on the number of digits, not on the digits, so it is
 * computed by these pure functions; only the digit writers see the value. */

static int kiki_sign(int negative, unsigned spec) {
  if (negative)
    return '-';
  if (spec & KIKI_FMT_PLUS)
    return '+';
  return (spec & KIKI_FMT_SPACE) ? ' ' : 0;
}

/* "The result of converting a zero value with a precision of zero is no
 * characters" (C11 7.21.6.1p8). */
static unsigned kiki_shown(unsigned count, int is_zero, int prec) {
  return is_zero && prec == 0 ? 0 : count;
}

/* 'x' or 'X' when %#x prints its 0x prefix (only for a non-zero value). */
static int kiki_hex_prefix(unsigned base, unsigned spec, int is_zero) {
  if (base != 16 || !(spec & KIKI_FMT_ALT) || is_zero)
    return 0;
  return (spec & KIKI_FMT_UPPER) ? 'X' : 'x';
}

/* Zeros from the precision; %#o adds one if the text would not start with
 * 0 otherwise (so %#o of 0 is "0", of 8 is "010"). */
static size_t kiki_prec_zeros(unsigned ndig, int is_zero, unsigned base,
                              unsigned spec, int prec) {
  size_t p = prec < 0 ? 0 : (size_t)prec;
  size_t zeros = p > ndig ? p - ndig : 0;
  int octal_alt = base == 8 && (spec & KIKI_FMT_ALT);
  if (octal_alt && zeros == 0 && (!is_zero || ndig == 0))
    zeros = 1;
  return zeros;
}

/* Everything but the padding. */
static size_t kiki_int_body(unsigned ndig, int sign, int is_zero, unsigned base,
                            unsigned spec, int prec) {
  size_t prefix = (sign != 0 ? 1u : 0u) +
                  (kiki_hex_prefix(base, spec, is_zero) != 0 ? 2u : 0u);
  return prefix + kiki_prec_zeros(ndig, is_zero, base, spec, prec) + ndig;
}

/* '0' pads with zeros after the sign instead of spaces before it, unless
 * '-' or a precision is given (C11 7.21.6.1p6). */
static int kiki_zero_padded(unsigned spec, int width, int prec) {
  return (spec & KIKI_FMT_ZERO) && !kiki_left(spec, width) && prec < 0;
}

/* The spaces of the field (zero padding counts as zeros instead). */
static size_t kiki_int_spaces(unsigned ndig, int sign, int is_zero,
                              unsigned base, unsigned spec, int width, int prec) {
  if (kiki_zero_padded(spec, width, prec))
    return 0;
  return kiki_pad(width, kiki_int_body(ndig, sign, is_zero, base, spec, prec));
}

/* At most: the width, or the precision and one zero of %#o. */
static size_t kiki_zeros_bound(int width, int prec) {
  return kiki_width(width) + (prec < 0 ? 0 : (size_t)prec) + 1;
}

static size_t kiki_int_zeros(unsigned ndig, int sign, int is_zero,
                             unsigned base, unsigned spec, int width, int prec) {
  size_t zeros = kiki_prec_zeros(ndig, is_zero, base, spec, prec);
  if (kiki_zero_padded(spec, width, prec))
    zeros += kiki_pad(width, kiki_int_body(ndig, sign, is_zero, base, spec, prec));
  return zeros;
}

/* Leading spaces, before the sign. */
static size_t kiki_int_spaces_before(char *d, size_t cap, size_t pos,
                                     unsigned ndig, int sign, int is_zero,
                                     unsigned base, unsigned spec, int width,
                                     int prec) {
  if (kiki_left(spec, width))
    return pos;
  return kiki_fill(d, cap, pos, ' ',
                   kiki_int_spaces(ndig, sign, is_zero, base, spec, width, prec),
                   kiki_width(width));
}

/* Zeros, between the sign or 0x and the digits. */
static size_t kiki_int_zeros_before(char *d, size_t cap, size_t pos,
                                    unsigned ndig, int sign, int is_zero,
                                    unsigned base, unsigned spec, int width,
                                    int prec) {
  return kiki_fill(d, cap, pos, '0',
                   kiki_int_zeros(ndig, sign, is_zero, base, spec, width, prec),
                   kiki_zeros_bound(width, prec));
}

/* The conversion after its digits: trailing spaces when left-justified. */
static size_t kiki_int_after(char *d, size_t cap, size_t pos, unsigned ndig,
                             int sign, int is_zero, unsigned base,
                             unsigned spec, int width, int prec) {
  if (!kiki_left(spec, width))
    return pos;
  return kiki_fill(d, cap, pos, ' ',
                   kiki_int_spaces(ndig, sign, is_zero, base, spec, width, prec),
                   kiki_width(width));
}

/* ---- Digit counts: comparisons with constants only -------------------- */
/* Chains of selections between constants rather than sums of comparisons:
 * the solver then sees at once that a count is small (its high bits are
 * zero in every branch), and the bounds checks of the digit stores depend
 * on that. */

static unsigned kiki_dec_count(unsigned long long v) {
  return v >= 10000000000000000000ull ? 20u
         : v >= 1000000000000000000ull ? 19u
         : v >= 100000000000000000ull ? 18u
         : v >= 10000000000000000ull ? 17u
         : v >= 1000000000000000ull ? 16u
         : v >= 100000000000000ull ? 15u
         : v >= 10000000000000ull ? 14u
         : v >= 1000000000000ull ? 13u
         : v >= 100000000000ull ? 12u
         : v >= 10000000000ull ? 11u
         : v >= 1000000000ull ? 10u
         : v >= 100000000ull ? 9u
         : v >= 10000000ull ? 8u
         : v >= 1000000ull ? 7u
         : v >= 100000ull ? 6u
         : v >= 10000ull ? 5u
         : v >= 1000ull ? 4u
         : v >= 100ull ? 3u
         : v >= 10ull ? 2u
         : 1u;
}

/* Base 2^bits: k + 1 digits if a digit above the k-th lowest is not 0. */
#define KIKI_ABOVE(v, bits, k) ((v) >> ((bits) * (k))) != 0 ? (k) + 1u :

static unsigned kiki_hex_count(unsigned long long v) {
  return KIKI_ABOVE(v, 4, 15) KIKI_ABOVE(v, 4, 14) KIKI_ABOVE(v, 4, 13)
         KIKI_ABOVE(v, 4, 12) KIKI_ABOVE(v, 4, 11) KIKI_ABOVE(v, 4, 10)
         KIKI_ABOVE(v, 4, 9) KIKI_ABOVE(v, 4, 8) KIKI_ABOVE(v, 4, 7)
         KIKI_ABOVE(v, 4, 6) KIKI_ABOVE(v, 4, 5) KIKI_ABOVE(v, 4, 4)
         KIKI_ABOVE(v, 4, 3) KIKI_ABOVE(v, 4, 2) KIKI_ABOVE(v, 4, 1) 1u;
}

static unsigned kiki_oct_count(unsigned long long v) {
  return KIKI_ABOVE(v, 3, 21) KIKI_ABOVE(v, 3, 20) KIKI_ABOVE(v, 3, 19)
         KIKI_ABOVE(v, 3, 18) KIKI_ABOVE(v, 3, 17) KIKI_ABOVE(v, 3, 16)
         KIKI_ABOVE(v, 3, 15) KIKI_ABOVE(v, 3, 14) KIKI_ABOVE(v, 3, 13)
         KIKI_ABOVE(v, 3, 12) KIKI_ABOVE(v, 3, 11) KIKI_ABOVE(v, 3, 10)
         KIKI_ABOVE(v, 3, 9) KIKI_ABOVE(v, 3, 8) KIKI_ABOVE(v, 3, 7)
         KIKI_ABOVE(v, 3, 6) KIKI_ABOVE(v, 3, 5) KIKI_ABOVE(v, 3, 4)
         KIKI_ABOVE(v, 3, 3) KIKI_ABOVE(v, 3, 2) KIKI_ABOVE(v, 3, 1) 1u;
}

static unsigned kiki_count(unsigned long long v, unsigned base) {
  if (base == 16)
    return kiki_hex_count(v);
  return base == 8 ? kiki_oct_count(v) : kiki_dec_count(v);
}

/* ---- Digit writers: straight-line, most significant digit first ------- */
/* Digit k (counted from the right) is stored at pos + ndig - 1 - k iff
 * ndig > k, so a writer stores exactly the ndig digits the layout counted.
 * Each position is computed from pos directly rather than by chaining the
 * stores, which keeps the solver's address terms small. The 32-bit writers
 * exist because 32-bit division is much cheaper for the solver. */

#define KIKI_DIGIT(k, c)                                                       \
  if (ndig > (k) && kiki_fits(cap, pos + (ndig - 1 - (k))))                    \
  d[pos + (ndig - 1 - (k))] = (char)(c)


/* The last decimal digit of q, given next == q / 10. */
static int kiki_dec(unsigned long long q, unsigned long long next) {
  return '0' + (int)(q - next * 10u);
}

static size_t kiki_dec32_digits(char *d, size_t cap, size_t pos, unsigned v,
                                unsigned ndig) {
  unsigned q1 = v / 10u, q2 = q1 / 10u, q3 = q2 / 10u, q4 = q3 / 10u;
  unsigned q5 = q4 / 10u, q6 = q5 / 10u, q7 = q6 / 10u, q8 = q7 / 10u;
  unsigned q9 = q8 / 10u;
  KIKI_DIGIT(9, kiki_dec(q9, 0));
  KIKI_DIGIT(8, kiki_dec(q8, q9));
  KIKI_DIGIT(7, kiki_dec(q7, q8));
  KIKI_DIGIT(6, kiki_dec(q6, q7));
  KIKI_DIGIT(5, kiki_dec(q5, q6));
  KIKI_DIGIT(4, kiki_dec(q4, q5));
  KIKI_DIGIT(3, kiki_dec(q3, q4));
  KIKI_DIGIT(2, kiki_dec(q2, q3));
  KIKI_DIGIT(1, kiki_dec(q1, q2));
  KIKI_DIGIT(0, kiki_dec(v, q1));
  return pos + ndig;
}

/* 64-bit division is what costs the solver most here, so there is one:
 * v / 10^10 (written as (v >> 10) / 5^10, whose dividend has ten known
 * zero bits). The low part (< 10^10) splits at 10^5 with a 32-bit division
 * ((lo >> 5) / 5^5, as lo >> 5 < 2^29), and the three parts, each < 2^32,
 * give their digits through 32-bit divisions by 10. */
static size_t kiki_dec64_digits(char *d, size_t cap, size_t pos,
                                unsigned long long v, unsigned ndig) {
  unsigned long long hi = (v >> 10) / 9765625u;
  unsigned long long lo = v - hi * 10000000000ull;
  unsigned mid = (unsigned)(lo >> 5) / 3125u, low = (unsigned)(lo - mid * 100000ull);
  unsigned h = (unsigned)hi;
  unsigned h1 = h / 10u, h2 = h1 / 10u, h3 = h2 / 10u, h4 = h3 / 10u;
  unsigned h5 = h4 / 10u, h6 = h5 / 10u, h7 = h6 / 10u, h8 = h7 / 10u;
  unsigned h9 = h8 / 10u;
  unsigned m1 = mid / 10u, m2 = m1 / 10u, m3 = m2 / 10u, m4 = m3 / 10u;
  unsigned l1 = low / 10u, l2 = l1 / 10u, l3 = l2 / 10u, l4 = l3 / 10u;
  KIKI_DIGIT(19, kiki_dec(h9, 0));
  KIKI_DIGIT(18, kiki_dec(h8, h9));
  KIKI_DIGIT(17, kiki_dec(h7, h8));
  KIKI_DIGIT(16, kiki_dec(h6, h7));
  KIKI_DIGIT(15, kiki_dec(h5, h6));
  KIKI_DIGIT(14, kiki_dec(h4, h5));
  KIKI_DIGIT(13, kiki_dec(h3, h4));
  KIKI_DIGIT(12, kiki_dec(h2, h3));
  KIKI_DIGIT(11, kiki_dec(h1, h2));
  KIKI_DIGIT(10, kiki_dec(h, h1));
  KIKI_DIGIT(9, kiki_dec(m4, 0));
  KIKI_DIGIT(8, kiki_dec(m3, m4));
  KIKI_DIGIT(7, kiki_dec(m2, m3));
  KIKI_DIGIT(6, kiki_dec(m1, m2));
  KIKI_DIGIT(5, kiki_dec(mid, m1));
  KIKI_DIGIT(4, kiki_dec(l4, 0));
  KIKI_DIGIT(3, kiki_dec(l3, l4));
  KIKI_DIGIT(2, kiki_dec(l2, l3));
  KIKI_DIGIT(1, kiki_dec(l1, l2));
  KIKI_DIGIT(0, kiki_dec(low, l1));
  return pos + ndig;
}

/* Hexadecimal digit k of v, in the case the conversion asks for. */
static int kiki_hex(unsigned long long v, unsigned k, unsigned spec) {
  unsigned x = (unsigned)(v >> (4 * k)) & 15u;
  if (x < 10)
    return '0' + (int)x;
  return ((spec & KIKI_FMT_UPPER) ? 'A' : 'a') + (int)(x - 10);
}

#define KIKI_HEX(k) KIKI_DIGIT(k, kiki_hex(v, k, spec))

static size_t kiki_hex32_digits(char *d, size_t cap, size_t pos, unsigned v,
                                unsigned ndig, unsigned spec) {
  KIKI_HEX(7); KIKI_HEX(6); KIKI_HEX(5); KIKI_HEX(4);
  KIKI_HEX(3); KIKI_HEX(2); KIKI_HEX(1); KIKI_HEX(0);
  return pos + ndig;
}

static size_t kiki_hex64_digits(char *d, size_t cap, size_t pos,
                                unsigned long long v, unsigned ndig,
                                unsigned spec) {
  KIKI_HEX(15); KIKI_HEX(14); KIKI_HEX(13); KIKI_HEX(12);
  KIKI_HEX(11); KIKI_HEX(10); KIKI_HEX(9); KIKI_HEX(8);
  KIKI_HEX(7); KIKI_HEX(6); KIKI_HEX(5); KIKI_HEX(4);
  KIKI_HEX(3); KIKI_HEX(2); KIKI_HEX(1); KIKI_HEX(0);
  return pos + ndig;
}

#define KIKI_OCT(k) KIKI_DIGIT(k, '0' + (int)((v >> (3 * (k))) & 7u))

static size_t kiki_oct32_digits(char *d, size_t cap, size_t pos, unsigned v,
                                unsigned ndig) {
  KIKI_OCT(10); KIKI_OCT(9); KIKI_OCT(8); KIKI_OCT(7); KIKI_OCT(6);
  KIKI_OCT(5); KIKI_OCT(4); KIKI_OCT(3); KIKI_OCT(2); KIKI_OCT(1);
  KIKI_OCT(0);
  return pos + ndig;
}

static size_t kiki_oct64_digits(char *d, size_t cap, size_t pos,
                                unsigned long long v, unsigned ndig) {
  KIKI_OCT(21); KIKI_OCT(20); KIKI_OCT(19); KIKI_OCT(18); KIKI_OCT(17);
  KIKI_OCT(16); KIKI_OCT(15); KIKI_OCT(14); KIKI_OCT(13); KIKI_OCT(12);
  KIKI_OCT(11); KIKI_OCT(10); KIKI_OCT(9); KIKI_OCT(8); KIKI_OCT(7);
  KIKI_OCT(6); KIKI_OCT(5); KIKI_OCT(4); KIKI_OCT(3); KIKI_OCT(2);
  KIKI_OCT(1); KIKI_OCT(0);
  return pos + ndig;
}

/* ---- Integer conversions into a buffer -------------------------------- */
/* One function per base, operand size and signedness, so that the inlined
 * code of a call holds the store sites of one digit writer only; and each
 * in two forms: with a width or precision, and plain (the usual "%d",
 * "%lx"), which stores no padding and so puts no fill in the program.
 * Where the base or signedness rules a sign or a prefix out, the macros
 * test constants, and clang leaves the stores out altogether. */

/* The sign, then 0x for %#x or the leading 0 of %#o (plain forms: with a
 * precision or width the octal zero is one of the zeros). */
#define KIKI_PREFIX(BASE, SIGNED, OCTAL_ZERO)                                  \
  if ((SIGNED) && sign != 0)                                                   \
    pos = kiki_put(d, cap, pos, sign);                                         \
  if ((BASE) == 16 && kiki_hex_prefix(BASE, spec, z) != 0) {                   \
    pos = kiki_put(d, cap, pos, '0');                                          \
    pos = kiki_put(d, cap, pos, kiki_hex_prefix(BASE, spec, z));               \
  }                                                                            \
  if ((BASE) == 8 && (OCTAL_ZERO) && (spec & KIKI_FMT_ALT) && !z)              \
  pos = kiki_put(d, cap, pos, '0')

#define KIKI_INT_CONVERSION(NAME, T, BASE, SIGNED, DIGITS)                     \
  static size_t NAME(char *d, size_t cap, size_t pos, T mag, int sign,         \
                     unsigned spec, int width, int prec) {                     \
    int z = mag == 0;                                                          \
    unsigned ndig = kiki_shown(kiki_count(mag, BASE), z, prec);                \
    pos = kiki_int_spaces_before(d, cap, pos, ndig, sign, z, BASE, spec,       \
                                 width, prec);                                 \
    KIKI_PREFIX(BASE, SIGNED, 0);                                              \
    pos = kiki_int_zeros_before(d, cap, pos, ndig, sign, z, BASE, spec, width, \
                                prec);                                         \
    pos = DIGITS;                                                              \
    return kiki_int_after(d, cap, pos, ndig, sign, z, BASE, spec, width, prec);\
  }                                                                            \
  static size_t NAME##_plain(char *d, size_t cap, size_t pos, T mag, int sign, \
                             unsigned spec) {                                  \
    int z = mag == 0;                                                          \
    unsigned ndig = kiki_count(mag, BASE);                                     \
    KIKI_PREFIX(BASE, SIGNED, 1);                                              \
    return DIGITS;                                                             \
  }

KIKI_INT_CONVERSION(kiki_sdec32, unsigned, 10, 1,
                    kiki_dec32_digits(d, cap, pos, mag, ndig))
KIKI_INT_CONVERSION(kiki_sdec64, unsigned long long, 10, 1,
                    kiki_dec64_digits(d, cap, pos, mag, ndig))
KIKI_INT_CONVERSION(kiki_dec32, unsigned, 10, 0,
                    kiki_dec32_digits(d, cap, pos, mag, ndig))
KIKI_INT_CONVERSION(kiki_dec64, unsigned long long, 10, 0,
                    kiki_dec64_digits(d, cap, pos, mag, ndig))
KIKI_INT_CONVERSION(kiki_oct32, unsigned, 8, 0,
                    kiki_oct32_digits(d, cap, pos, mag, ndig))
KIKI_INT_CONVERSION(kiki_oct64, unsigned long long, 8, 0,
                    kiki_oct64_digits(d, cap, pos, mag, ndig))
/* Hexadecimal has a sign only as %p ("%+p"). */
KIKI_INT_CONVERSION(kiki_hex32, unsigned, 16, 1,
                    kiki_hex32_digits(d, cap, pos, mag, ndig, spec))
KIKI_INT_CONVERSION(kiki_hex64, unsigned long long, 16, 1,
                    kiki_hex64_digits(d, cap, pos, mag, ndig, spec))

/* %d and %i: the magnitude is computed in unsigned arithmetic, so INT_MIN
 * and LLONG_MIN need no signed negation. */
static unsigned kiki_mag32(int v) {
  return v < 0 ? 0u - (unsigned)v : (unsigned)v;
}

static unsigned long long kiki_mag64(long long v) {
  return v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
}

size_t __kiki_fmt_d32(char *d, size_t cap, size_t pos, int v, unsigned spec,
                      int width, int prec) {
  return kiki_sdec32(d, cap, pos, kiki_mag32(v), kiki_sign(v < 0, spec), spec,
                     width, prec);
}

size_t __kiki_fmt_d32_plain(char *d, size_t cap, size_t pos, int v,
                            unsigned spec) {
  return kiki_sdec32_plain(d, cap, pos, kiki_mag32(v), kiki_sign(v < 0, spec),
                           spec);
}

size_t __kiki_fmt_d64(char *d, size_t cap, size_t pos, long long v,
                      unsigned spec, int width, int prec) {
  return kiki_sdec64(d, cap, pos, kiki_mag64(v), kiki_sign(v < 0, spec), spec,
                     width, prec);
}

size_t __kiki_fmt_d64_plain(char *d, size_t cap, size_t pos, long long v,
                            unsigned spec) {
  return kiki_sdec64_plain(d, cap, pos, kiki_mag64(v), kiki_sign(v < 0, spec),
                           spec);
}

/* %u, %o, %x, %X: '+' and ' ' apply to signed conversions only. */
#define KIKI_UNSIGNED_ENTRIES(NAME, T, CORE)                                   \
  size_t NAME(char *d, size_t cap, size_t pos, T v, unsigned spec, int width,  \
              int prec) {                                                      \
    return CORE(d, cap, pos, v, 0, spec, width, prec);                         \
  }                                                                            \
  size_t NAME##_plain(char *d, size_t cap, size_t pos, T v, unsigned spec) {   \
    return CORE##_plain(d, cap, pos, v, 0, spec);                              \
  }

KIKI_UNSIGNED_ENTRIES(__kiki_fmt_u32, unsigned, kiki_dec32)
KIKI_UNSIGNED_ENTRIES(__kiki_fmt_u64, unsigned long long, kiki_dec64)
KIKI_UNSIGNED_ENTRIES(__kiki_fmt_o32, unsigned, kiki_oct32)
KIKI_UNSIGNED_ENTRIES(__kiki_fmt_o64, unsigned long long, kiki_oct64)
KIKI_UNSIGNED_ENTRIES(__kiki_fmt_x32, unsigned, kiki_hex32)
KIKI_UNSIGNED_ENTRIES(__kiki_fmt_x64, unsigned long long, kiki_hex64)

/* ---- %c, %s ----------------------------------------------------------- */
/* glibc ignores '0', '+', ' ', '#' and a precision on %c, and all but the
 * precision on %s: the padding is spaces. */

size_t __kiki_fmt_c_plain(char *d, size_t cap, size_t pos, int c) {
  return kiki_put(d, cap, pos, (unsigned char)c);
}

size_t __kiki_fmt_c(char *d, size_t cap, size_t pos, int c, unsigned spec,
                    int width) {
  size_t pad = kiki_pad(width, 1);
  if (!kiki_left(spec, width))
    pos = kiki_fill(d, cap, pos, ' ', pad, kiki_width(width));
  pos = kiki_put(d, cap, pos, (unsigned char)c);
  return kiki_left(spec, width) ? kiki_fill(d, cap, pos, ' ', pad, kiki_width(width))
                                 : pos;
}

/* The characters %s prints: up to the terminator or the precision. With a
 * precision, nothing at or after s[prec] is read, so an unterminated array
 * of prec bytes is fine (C11 7.21.6.1p8). */
static size_t kiki_str_length(const char *s, int prec) {
  size_t n = 0;
  while ((prec < 0 || n < (size_t)prec) && s[n] != '\0')
    n++;
  return n;
}

static size_t kiki_str_copy(char *d, size_t cap, size_t pos, const char *s,
                            int prec) {
  for (size_t i = 0; prec < 0 || i < (size_t)prec; i++) {
    char c = s[i];
    if (c == '\0')
      break;
    pos = kiki_put(d, cap, pos, c);
  }
  return pos;
}

/* Without a width (the usual "%s", "%.3s"): the copy alone. */
size_t __kiki_fmt_s_plain(char *d, size_t cap, size_t pos, const char *s,
                          int prec) {
  return kiki_str_copy(d, cap, pos, s, prec);
}

/* Right-justified, the length is needed before the copy: s is then read
 * twice, as a real implementation would (glibc calls strnlen first). */
size_t __kiki_fmt_s(char *d, size_t cap, size_t pos, const char *s,
                    unsigned spec, int width, int prec) {
  size_t start;
  if (!kiki_left(spec, width) && width != 0)
    pos = kiki_fill(d, cap, pos, ' ', kiki_pad(width, kiki_str_length(s, prec)),
                    kiki_width(width));
  start = pos;
  pos = kiki_str_copy(d, cap, pos, s, prec);
  if (kiki_left(spec, width))
    pos = kiki_fill(d, cap, pos, ' ', kiki_pad(width, pos - start),
                    kiki_width(width));
  return pos;
}

/* ---- %p --------------------------------------------------------------- */
/* glibc prints a null pointer as "(nil)" (padded like a string, precision
 * ignored) and any other as %#lx would, keeping '+' and ' ' (so "%+p" is
 * "+0x..."). The verifier does not know real addresses: a non-null
 * pointer prints as an arbitrary non-zero value. */

static unsigned long kiki_address(const void *p) {
#ifdef KIKI_NATIVE_TEST
  return (unsigned long)p;
#else
  unsigned long v = __VERIFIER_nondet_ulong();
  (void)p;
  __VERIFIER_assume(v != 0);
  return v;
#endif
}

static size_t kiki_nil(char *d, size_t cap, size_t pos, unsigned spec,
                       int width) {
  size_t pad = kiki_pad(width, 5);
  if (!kiki_left(spec, width))
    pos = kiki_fill(d, cap, pos, ' ', pad, kiki_width(width));
  pos = kiki_put(d, cap, pos, '(');
  pos = kiki_put(d, cap, pos, 'n');
  pos = kiki_put(d, cap, pos, 'i');
  pos = kiki_put(d, cap, pos, 'l');
  pos = kiki_put(d, cap, pos, ')');
  return kiki_left(spec, width) ? kiki_fill(d, cap, pos, ' ', pad, kiki_width(width))
                                 : pos;
}

size_t __kiki_fmt_p(char *d, size_t cap, size_t pos, const void *p,
                    unsigned spec, int width, int prec) {
  unsigned long v;
  if (p == NULL)
    return kiki_nil(d, cap, pos, spec, width);
  v = kiki_address(p);
  spec |= KIKI_FMT_ALT;
#if __SIZEOF_POINTER__ == 8
  return kiki_hex64(d, cap, pos, v, kiki_sign(0, spec), spec, width, prec);
#else
  return kiki_hex32(d, cap, pos, v, kiki_sign(0, spec), spec, width, prec);
#endif
}

/* ---- Floating point: over-approximated -------------------------------- */
/* The bounds hold for every value of the type: finite ones, -0, inf, nan.
 * The sign is always printed with '+' or ' ', and may be printed ('-')
 * without them. */

static size_t kiki_sign_min(unsigned spec) {
  return (spec & (KIKI_FMT_PLUS | KIKI_FMT_SPACE)) != 0;
}

/* ".ddd" after the leading digits: omitted at precision 0 unless '#'. */
static size_t kiki_point(size_t p, unsigned spec) {
  return p > 0 || (spec & KIKI_FMT_ALT) ? 1 + p : 0;
}

/* Shortest: "inf" or "nan" (3) or, shorter still, %f's "0" at precision 0
 * and %g's "0" ("0." and more with '#'). %e needs "0e+00" (5) and %a
 * "0x0p+0" (6), so inf is the shortest there. */
size_t __kiki_float_min(unsigned spec, int conv, int prec) {
  size_t p = prec < 0 ? 6 : (size_t)prec, shortest = 3;
  if (conv == 'f' && 1 + kiki_point(p, spec) < shortest)
    shortest = 1 + kiki_point(p, spec);
  if (conv == 'g') {
    size_t significant = p == 0 ? 1 : p;
    size_t alt = 1 + significant; /* %#g of 0: "0.00000" */
    shortest = !(spec & KIKI_FMT_ALT) ? 1 : alt < shortest ? alt : shortest;
  }
  return kiki_sign_min(spec) + shortest;
}

/* Longest, with the sign:
 *  %f: all integer digits of the largest value (DBL_MAX has 309, LDBL_MAX
 *      4933), then the point and the precision;
 *  %e: d.ddd e+XXX, the exponent of 3 digits (double) or 4 (long double);
 *  %g: precision P significant digits (P = 0 counts as 1), either as %e
 *      (P + 4 + exponent digits with point and "e+") or as %f (at most
 *      "0.000" before them, P + 5), so P + 4 + exponent digits bounds both;
 *  %a: 0xh.hhh p+XXXX, 13 hex digits after the point for double and 15 for
 *      long double unless a precision says otherwise, and an exponent of up
 *      to 4 (double, -1022..1023) or 5 (long double) digits. */
size_t __kiki_float_max(unsigned spec, int conv, int prec) {
  int ld = (spec & KIKI_FMT_LONG_DOUBLE) != 0;
  size_t p = prec < 0 ? 6 : (size_t)prec;
  size_t exp_digits = ld ? 4 : 3;
  if (conv == 'f')
    return 1 + (ld ? 4933u : 309u) + kiki_point(p, spec);
  if (conv == 'e')
    return 1 + 1 + kiki_point(p, spec) + 2 + exp_digits;
  if (conv == 'g')
    return 1 + (p == 0 ? 1 : p) + 4 + exp_digits;
  p = prec < 0 ? (ld ? 15u : 13u) : (size_t)prec;
  return 1 + 3 + kiki_point(p, spec) + 2 + (ld ? 5u : 4u);
}

static size_t kiki_float_longest(unsigned spec, int conv, int width, int prec) {
  return kiki_field(width, __kiki_float_max(spec, conv, prec));
}

/* The length of the field: the text's length is anything between the
 * bounds, the width may lengthen it. */
static size_t kiki_float_length(unsigned spec, int conv, int width, int prec) {
  size_t shortest = kiki_field(width, __kiki_float_min(spec, conv, prec));
  size_t n = (size_t)__VERIFIER_nondet_ulong();
  __VERIFIER_assume(n >= shortest && n <= kiki_float_longest(spec, conv, width, prec));
  return n;
}

/* conv is the conversion in lower case: 'f', 'e', 'g' or 'a'. */
size_t __kiki_fmt_f(char *d, size_t cap, size_t pos, unsigned spec, int conv,
                    int width, int prec) {
  return kiki_fill(d, cap, pos, -1, kiki_float_length(spec, conv, width, prec),
                   kiki_float_longest(spec, conv, width, prec));
}

/* ---- Literal text and the end of the output --------------------------- */

size_t __kiki_fmt_lit(char *d, size_t cap, size_t pos, int c) {
  return kiki_put(d, cap, pos, c);
}

/* glibc fails with EOVERFLOW (-1) when the count does not fit an int. */
int __kiki_fmt_count(size_t pos) {
  return pos > (size_t)KIKI_INT_MAX ? -1 : (int)pos;
}

/* The terminator: at the end of the text, or at the last byte of an
 * snprintf buffer that was too small; nothing when cap == 0. */
int __kiki_fmt_end(char *d, size_t cap, size_t pos) {
  if (cap != 0)
    d[pos < cap - 1 ? pos : cap - 1] = '\0';
  return __kiki_fmt_count(pos);
}

/* ---- Stream output: counts only ------------------------------------- */
/* Each takes the count so far and returns it with the conversion's
 * length added. */

static unsigned kiki_base(unsigned spec) {
  if (spec & KIKI_FMT_HEX)
    return 16;
  return (spec & KIKI_FMT_OCTAL) ? 8 : 10;
}

static size_t kiki_int_length(unsigned long long mag, int sign, unsigned base,
                              unsigned spec, int width, int prec) {
  unsigned ndig = kiki_shown(kiki_count(mag, base), mag == 0, prec);
  return kiki_field(width, kiki_int_body(ndig, sign, mag == 0, base, spec, prec));
}

/* n characters of literal text. */
size_t __kiki_out_text(size_t pos, size_t n) {
  return kiki_add(pos, n);
}

size_t __kiki_out_signed(size_t pos, long long v, unsigned spec, int width,
                         int prec) {
  unsigned long long mag =
      v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
  return kiki_add(pos, kiki_int_length(mag, kiki_sign(v < 0, spec), 10, spec,
                                       width, prec));
}

/* The base is in spec (KIKI_FMT_OCTAL, KIKI_FMT_HEX; decimal without). */
size_t __kiki_out_unsigned(size_t pos, unsigned long long v, unsigned spec,
                           int width, int prec) {
  return kiki_add(pos, kiki_int_length(v, 0, kiki_base(spec), spec, width, prec));
}

size_t __kiki_out_c(size_t pos, int width) {
  return kiki_add(pos, kiki_field(width, 1));
}

size_t __kiki_out_s(size_t pos, const char *s, int width, int prec) {
  return kiki_add(pos, kiki_field(width, kiki_str_length(s, prec)));
}

size_t __kiki_out_p(size_t pos, const void *p, unsigned spec, int width,
                    int prec) {
  if (p == NULL)
    return kiki_add(pos, kiki_field(width, 5));
  spec |= KIKI_FMT_ALT;
  return kiki_add(pos, kiki_int_length(kiki_address(p), kiki_sign(0, spec), 16,
                                       spec, width, prec));
}

size_t __kiki_out_f(size_t pos, unsigned spec, int conv, int width, int prec) {
  return kiki_add(pos, kiki_float_length(spec, conv, width, prec));
}

/* ---- puts, fputs, putchar, fputc, putc -------------------------------- */
/* The string is read up to its terminator; the results are glibc's for a
 * successful write (puts: the characters written with the newline, capped
 * at INT_MAX; fputs: 1; the character functions: the character as
 * unsigned char). */

int KIKI_FN(puts)(const char *s) {
  size_t n = kiki_str_length(s, -1);
  return n >= (size_t)KIKI_INT_MAX ? KIKI_INT_MAX : (int)n + 1;
}

int KIKI_FN(fputs)(const char *s, FILE *stream) {
  (void)stream;
  kiki_str_length(s, -1);
  return 1;
}

int KIKI_FN(putchar)(int c) {
  return (unsigned char)c;
}

int KIKI_FN(fputc)(int c, FILE *stream) {
  (void)stream;
  return (unsigned char)c;
}

int KIKI_FN(putc)(int c, FILE *stream) {
  (void)stream;
  return (unsigned char)c;
}
