/* Models of parts of <stdlib.h>, matching glibc in the "C" locale:
 * abs labs llabs, errno's location, strtol strtoul strtoll strtoull atoi
 * atol atoll, qsort and bsearch.
 *
 * The file stands alone (no calls into ctype.c), so each model file can be
 * linked and tested by itself; the few character tests it needs are the
 * static helpers below.
 */
#include "model.h"

#define KIKI_UINT_MAX (__INT_MAX__ * 2U + 1U)

/* ---- absolute values -------------------------------------------------- */

/* abs of the most negative value is undefined in C; glibc's -j wraps and
 * gives the argument back, so the models return it as is instead of
 * negating it. */
int KIKI_FN(abs)(int j) {
  if (j == KIKI_INT_MIN)
    return j;
  return j < 0 ? -j : j;
}

long KIKI_FN(labs)(long j) {
  if (j == KIKI_LONG_MIN)
    return j;
  return j < 0 ? -j : j;
}

long long KIKI_FN(llabs)(long long j) {
  if (j == KIKI_LLONG_MIN)
    return j;
  return j < 0 ? -j : j;
}

/* ---- errno ------------------------------------------------------------ */

#ifndef KIKI_NATIVE_TEST
/* <errno.h> defines errno as (*__errno_location ()). A single object for
 * the whole program: a per-thread errno is not modelled. In the native
 * test the C library's own errno is used, so the test can read it
 * after calling a model. */
int *__errno_location(void) {
  static int kiki_errno;
  return &kiki_errno;
}
#endif

static void kiki_set_errno(int value) { *__errno_location() = value; }

/* ---- string to integer ------------------------------------------------ */

/* isspace in the "C" locale: ' ' and '\t' '\n' '\v' '\f' '\r' (9..13). */
static int kiki_is_space(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}

/* The value of c as a digit in bases up to 36, or 36 (too big for every
 * base) when it is not a digit or an ASCII letter. */
static unsigned kiki_digit_value(char c) {
  if (c >= '0' && c <= '9')
    return (unsigned)(c - '0');
  if (c >= 'a' && c <= 'z')
    return (unsigned)(c - 'a') + 10U;
  if (c >= 'A' && c <= 'Z')
    return (unsigned)(c - 'A') + 10U;
  return 36U;
}

/* Reads the optional sign and the base prefix at *sp, as glibc does after
 * the white space, and advances *sp past them. Returns the base to use,
 * always 2..36 given a valid base (0 becomes 8, 10 or 16). */
static int kiki_strto_prefix(const char **sp, int base, int *negative,
                             int *took_0x) {
  const char *s = *sp;
  if (*s == '-') {
    *negative = 1;
    s++;
  } else if (*s == '+') {
    s++;
  }
  /* s[1] is only read when s[0] is '0', so it is within the string. */
  if (*s == '0') {
    if ((base == 0 || base == 16) && (s[1] == 'x' || s[1] == 'X')) {
      s += 2;
      base = 16;
      *took_0x = 1;
    } else if (base == 0) {
      base = 8;
    }
  } else if (base == 0) {
    base = 10;
  }
  *sp = s;
  return base;
}

/* Accumulates the digits of base `base` (2..36, never 0 or 1) at *sp
 * into a magnitude not above limit, and leaves *sp at the first character
 * that is not such a digit. glibc keeps reading digits after an overflow,
 * so *endptr lands after the whole digit string; *overflow records that
 * one happened. */
static unsigned long long kiki_strto_digits(const char **sp, int base,
                                            unsigned long long limit,
                                            int *overflow) {
  /* The caller guarantees base >= 2, so this one division per call is by
   * a non-zero value. "value * base + d > limit" is then tested before the
   * multiplication (as glibc does), so value never wraps. */
  unsigned long long ubase = (unsigned long long)base;
  unsigned long long cutoff = limit / ubase;
  unsigned long long cutlim = limit - cutoff * ubase;
  unsigned long long value = 0;
  const char *s = *sp;
  for (; *s != '\0'; s++) {
    unsigned long long d = kiki_digit_value(*s);
    if (d >= ubase)
      break;
    if (value > cutoff || (value == cutoff && d > cutlim))
      *overflow = 1;
    else
      value = value * ubase + d;
  }
  *sp = s;
  return value;
}

/* The parser shared by the strto* models, following glibc's
 * ____strtol_l_internal step by step so it reads the same bytes (or
 * fewer) and leaves *endptr and errno as glibc does.
 *
 * The result type is described by max (its largest value) and is_signed.
 * A signed type accepts a magnitude up to max for a positive number and
 * max + 1 for a negative one; an unsigned type accepts up to max either
 * way and the caller negates modulo max + 1 (strtoul("-1") is ULONG_MAX,
 * without ERANGE).
 *
 * Returns the magnitude and sets *negative when the caller must negate it.
 * On overflow errno is ERANGE and the magnitude is clamped: to max (and
 * *negative cleared) for an unsigned type, to the limit on the number's
 * side for a signed one, which the caller's negation turns into MIN.
 * errno is not written otherwise. */
static unsigned long long kiki_strto(const char *nptr, char **endptr,
                                     int base, unsigned long long max,
                                     int is_signed, int *negative) {
  *negative = 0;
  /* glibc rejects the base before reading the string and, unlike the
   * no-digits case, does not store to *endptr. */
  if (base < 0 || base == 1 || base > 36) {
    kiki_set_errno(KIKI_EINVAL);
    return 0;
  }
  const char *s = nptr;
  while (kiki_is_space(*s))
    s++;
  int took_0x = 0;
  const char *digits = s;
  if (*s != '\0') {
    base = kiki_strto_prefix(&s, base, negative, &took_0x);
    digits = s;
    /* base is now 2..36: the check above let through only 0 and 2..36,
     * and kiki_strto_prefix replaced 0. (Before this point it could still
     * be 0, which is why the empty string skips the digit step.) */
    unsigned long long limit =
        (is_signed && *negative) ? max + 1ULL : max;
    int overflow = 0;
    unsigned long long value = kiki_strto_digits(&s, base, limit, &overflow);
    if (s != digits) {
      if (endptr != NULL)
        *endptr = (char *)s;
      if (!overflow)
        return value;
      kiki_set_errno(KIKI_ERANGE);
      if (!is_signed)
        *negative = 0;
      return limit;
    }
  }
  /* No digits: *endptr is the start of the string, except that "0x"
   * followed by a non-hex character is not an error: the '0' is the number
   * and *endptr points at the 'x'. */
  if (endptr != NULL)
    *endptr = (char *)(took_0x ? digits - 1 : nptr);
  *negative = 0;
  return 0;
}

/* The signed value -magnitude (when negative) or magnitude, built without
 * signed overflow and without converting an out-of-range unsigned value:
 * -(m - 1) - 1 reaches LLONG_MIN through representable steps. The caller
 * guarantees the value fits its own type. */
static long long kiki_signed_value(unsigned long long magnitude,
                                   int negative) {
  if (negative && magnitude != 0)
    return -(long long)(magnitude - 1ULL) - 1LL;
  return (long long)magnitude;
}

long KIKI_FN(strtol)(const char *nptr, char **endptr, int base) {
  int negative;
  unsigned long long m =
      kiki_strto(nptr, endptr, base, KIKI_LONG_MAX, 1, &negative);
  return (long)kiki_signed_value(m, negative);
}

long long KIKI_FN(strtoll)(const char *nptr, char **endptr, int base) {
  int negative;
  unsigned long long m =
      kiki_strto(nptr, endptr, base, KIKI_LLONG_MAX, 1, &negative);
  return kiki_signed_value(m, negative);
}

/* The negation glibc does for an unsigned result, -magnitude modulo
 * max + 1, written as max - (m - 1) so that not even unsigned arithmetic
 * wraps (a verifier may be asked to flag that too). */
static unsigned long long kiki_unsigned_value(unsigned long long magnitude,
                                              int negative,
                                              unsigned long long max) {
  if (negative && magnitude != 0)
    return max - (magnitude - 1ULL);
  return magnitude;
}

/* The magnitude is at most ULONG_MAX, so the result fits unsigned long. */
unsigned long KIKI_FN(strtoul)(const char *nptr, char **endptr, int base) {
  int negative;
  unsigned long long m =
      kiki_strto(nptr, endptr, base, KIKI_ULONG_MAX, 0, &negative);
  return (unsigned long)kiki_unsigned_value(m, negative, KIKI_ULONG_MAX);
}

unsigned long long KIKI_FN(strtoull)(const char *nptr, char **endptr,
                                     int base) {
  int negative;
  unsigned long long m =
      kiki_strto(nptr, endptr, base, KIKI_ULLONG_MAX, 0, &negative);
  return kiki_unsigned_value(m, negative, KIKI_ULLONG_MAX);
}

/* glibc's atoi is (int) strtol (nptr, NULL, 10); where long is wider than
 * int, the conversion keeps the low 32 bits. Do that truncation on the
 * unsigned representation and map the top half back to negative ints by
 * hand, so nothing depends on implementation-defined conversions. */
int KIKI_FN(atoi)(const char *nptr) {
  long l = KIKI_FN(strtol)(nptr, NULL, 10);
  unsigned u = (unsigned)(unsigned long)l;
  if (u <= (unsigned)KIKI_INT_MAX)
    return (int)u;
  return -(int)(KIKI_UINT_MAX - u) - 1;
}

long KIKI_FN(atol)(const char *nptr) {
  return KIKI_FN(strtol)(nptr, NULL, 10);
}

long long KIKI_FN(atoll)(const char *nptr) {
  return KIKI_FN(strtoll)(nptr, NULL, 10);
}

/* ---- sorting and searching ------------------------------------------- */

/* Exchange two elements one byte at a time: every access goes through the
 * caller's array and no buffer of element size is needed. */
static void kiki_swap(char *a, char *b, size_t size) {
  for (size_t k = 0; k < size; k++) {
    char t = a[k];
    a[k] = b[k];
    b[k] = t;
  }
}

/* Insertion sort. It is stable, as glibc's qsort is in practice (2.36
 * merge-sorts whenever it can get the memory), so elements that compare
 * equal end up in the same order as with glibc. The comparator is only
 * ever called on two adjacent elements of the array. */
void KIKI_FN(qsort)(void *base, size_t nmemb, size_t size,
                    int (*compar)(const void *, const void *)) {
  char *array = (char *)base;
  for (size_t i = 1; i < nmemb; i++) {
    for (size_t j = i; j > 0; j--) {
      char *prev = array + (j - 1) * size;
      char *cur = prev + size;
      if (compar(prev, cur) <= 0)
        break;
      kiki_swap(prev, cur, size);
    }
  }
}

/* glibc's bsearch (bits/stdlib-bsearch.h): the same halving of [l, u) and
 * the same argument order (key first), so the same probes are made and,
 * among equal elements, the same one is returned. */
void *KIKI_FN(bsearch)(const void *key, const void *base, size_t nmemb,
                       size_t size,
                       int (*compar)(const void *, const void *)) {
  size_t l = 0;
  size_t u = nmemb;
  while (l < u) {
    size_t idx = (l + u) / 2;
    const void *p = (const char *)base + idx * size;
    int comparison = compar(key, p);
    if (comparison < 0)
      u = idx;
    else if (comparison > 0)
      l = idx + 1;
    else
      return (void *)p;
  }
  return NULL;
}
