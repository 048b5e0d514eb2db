/* Models of the <string.h> functions (memcpy, memmove and memset are kiki
 * built-ins and deliberately absent here).
 *
 * Each model reads exactly the bytes the C standard lets the real function
 * read, and writes exactly the bytes it writes, one at a time through the
 * caller's pointers. That way a call on an unterminated string, or a copy
 * into a buffer that is too small, produces the same out-of-bounds access
 * in the inlined model that the real function would perform, and kiki
 * reports it at the call.
 *
 * Loops are kept to one per function where the algorithm allows, with a
 * size_t index: kiki unwinds every loop the same number of times, so a
 * single loop over the input covers the longest strings per unwinding.
 * Functions that match against a set or a pattern (strspn, strstr, ...)
 * need an inner loop over that set or pattern.
 *
 * The parameters carry no `restrict`: the models are meant to be checked,
 * not optimised, and a noalias promise would only invite the optimiser to
 * assume away the overlapping calls a user program might make.
 */
#include "model.h"

/* strdup and strndup get their memory from the malloc kiki models. */
void *malloc(size_t size);

/* ---- Lengths ---------------------------------------------------------- */

/* Reads s[0..len], the terminator included, and nothing after it. */
size_t KIKI_FN(strlen)(const char *s) {
  size_t n = 0;
  while (s[n] != '\0')
    n++;
  /* s[n] was read in bounds (else the read is the reported violation), so
   * n < KIKI_OBJECT_MAX. Stated, because an arbitrary iteration of the loop
   * (k-induction) does not know it: strdup's malloc(n + 1) then looked as
   * if it could exceed the model's largest object. */
  __VERIFIER_assume(n < KIKI_OBJECT_MAX);
  return n;
}

/* The bound is tested before the byte is read, so with maxlen == 0 nothing
 * is read and an unterminated buffer of maxlen bytes is fine. */
size_t KIKI_FN(strnlen)(const char *s, size_t maxlen) {
  size_t n = 0;
  while (n < maxlen && s[n] != '\0')
    n++;
  return n;
}

/* ---- Copies ----------------------------------------------------------- */

/* stpcpy is the primitive: it knows where the copy ended, which strcpy and
 * strcat just throw away. The terminator is copied along with the rest, so
 * the copy is len + 1 bytes with no separate store afterwards. */
char *KIKI_FN(stpcpy)(char *dst, const char *src) {
  size_t i = 0;
  for (;;) {
    char c = src[i];
    dst[i] = c;
    if (c == '\0')
      return dst + i;
    i++;
  }
}

char *KIKI_FN(strcpy)(char *dst, const char *src) {
  KIKI_FN(stpcpy)(dst, src);
  return dst;
}

/* Always writes exactly n bytes: the source up to its terminator, then NUL
 * padding. Once the terminator is seen the source is no longer read, so a
 * short source string inside a small object is not over-read. No NUL is
 * added when src has n or more characters, as the standard says. */
char *KIKI_FN(strncpy)(char *dst, const char *src, size_t n) {
  int ended = 0;
  for (size_t i = 0; i < n; i++) {
    char c = '\0';
    if (!ended) {
      c = src[i];
      ended = c == '\0';
    }
    dst[i] = c;
  }
  return dst;
}

/* Finding the end of dst is the one extra pass strcat needs; the copy
 * itself reuses stpcpy. */
char *KIKI_FN(strcat)(char *dst, const char *src) {
  KIKI_FN(stpcpy)(dst + KIKI_FN(strlen)(dst), src);
  return dst;
}

/* Appends at most n characters of src, then always a terminator, so up to
 * n + 1 bytes are written. src is read up to n bytes or its terminator,
 * whichever comes first: it need not be terminated if it has n bytes. */
char *KIKI_FN(strncat)(char *dst, const char *src, size_t n) {
  char *end = dst + KIKI_FN(strlen)(dst);
  size_t i = 0;
  while (i < n) {
    char c = src[i];
    if (c == '\0')
      break;
    end[i] = c;
    i++;
  }
  end[i] = '\0';
  return dst;
}

/* ---- Comparisons ------------------------------------------------------ */

/* Bytes compare as unsigned char (C11 7.24.4p1), so 0x80 sorts after 'a'.
 * The difference of two values in 0..255 cannot overflow an int. */
static int kiki_byte_diff(unsigned char a, unsigned char b) {
  return (int)a - (int)b;
}

int KIKI_FN(strncmp)(const char *s1, const char *s2, size_t n);

/* strncmp with no limit: stops at the first difference or at a terminator
 * common to both (see strncmp). */
int KIKI_FN(strcmp)(const char *s1, const char *s2) {
  return KIKI_FN(strncmp)(s1, s2, (size_t)-1);
}

/* Stops at the first difference or at a terminator common to both, and never
 * looks at byte n or beyond; neither string is read past its own terminator
 * (a shorter string's NUL differs from the other's byte there). */
int KIKI_FN(strncmp)(const char *s1, const char *s2, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned char a = (unsigned char)s1[i];
    unsigned char b = (unsigned char)s2[i];
    if (a != b)
      return kiki_byte_diff(a, b);
    if (a == '\0')
      return 0;
  }
  return 0;
}

/* No terminator logic: memcmp compares n bytes, stopping early only at a
 * difference. */
int KIKI_FN(memcmp)(const void *s1, const void *s2, size_t n) {
  const unsigned char *p = (const unsigned char *)s1;
  const unsigned char *q = (const unsigned char *)s2;
  for (size_t i = 0; i < n; i++) {
    if (p[i] != q[i])
      return kiki_byte_diff(p[i], q[i]);
  }
  return 0;
}

/* ---- Searches for one byte -------------------------------------------- */

/* c is converted to char (C11 7.24.5.2), so strchr(s, 0) finds the
 * terminator and strchr(s, 'a' + 256) finds 'a'. The match is tested
 * before the terminator for that reason. */
char *KIKI_FN(strchr)(const char *s, int c) {
  char ch = (char)c;
  size_t i = 0;
  for (;;) {
    char x = s[i];
    if (x == ch)
      return (char *)(s + i);
    if (x == '\0')
      return NULL;
    i++;
  }
}

/* One forward pass remembering the last match: the real function has to
 * reach the terminator anyway, and a backward scan would need the length
 * first. */
char *KIKI_FN(strrchr)(const char *s, int c) {
  char ch = (char)c;
  const char *last = NULL;
  size_t i = 0;
  for (;;) {
    char x = s[i];
    if (x == ch)
      last = s + i;
    if (x == '\0')
      return (char *)last;
    i++;
  }
}

/* Converted to unsigned char, unlike strchr; a NUL in the buffer is just
 * another byte. */
void *KIKI_FN(memchr)(const void *s, int c, size_t n) {
  const unsigned char *p = (const unsigned char *)s;
  unsigned char ch = (unsigned char)c;
  for (size_t i = 0; i < n; i++) {
    if (p[i] == ch)
      return (void *)(p + i);
  }
  return NULL;
}

/* ---- Searches against a set of bytes ---------------------------------- */

/* Whether c occurs in the string set (its terminator is not a member).
 * Reads set up to the match, or to its terminator. */
static int kiki_in_set(char c, const char *set) {
  for (size_t j = 0; set[j] != '\0'; j++) {
    if (set[j] == c)
      return 1;
  }
  return 0;
}

/* The terminator of s is tested first, so the set is not scanned for it. */
size_t KIKI_FN(strspn)(const char *s, const char *accept) {
  size_t i = 0;
  while (s[i] != '\0' && kiki_in_set(s[i], accept))
    i++;
  return i;
}

size_t KIKI_FN(strcspn)(const char *s, const char *reject) {
  size_t i = 0;
  while (s[i] != '\0' && !kiki_in_set(s[i], reject))
    i++;
  return i;
}

/* strcspn's scan, but the stopping point is returned as a pointer, or NULL
 * when it is the terminator. */
char *KIKI_FN(strpbrk)(const char *s, const char *accept) {
  size_t i = KIKI_FN(strcspn)(s, accept);
  if (s[i] == '\0')
    return NULL;
  return (char *)(s + i);
}

/* ---- Substring search ------------------------------------------------- */

/* Naive search: at each start i, compare the needle until it ends (found)
 * or a byte differs. The haystack is never read past its terminator: a
 * partial match meets that NUL against a non-NUL needle byte and stops.
 * Once the haystack ends inside a partial match no later start can fit the
 * needle, so the search gives up there instead of trying the rest.
 * Nested loops rather than one backtracking loop, because kiki unwinds
 * each loop equally: N unwindings then cover haystack and needle both of
 * length about N, rather than only their product being N. */
char *KIKI_FN(strstr)(const char *haystack, const char *needle) {
  for (size_t i = 0;; i++) {
    size_t j = 0;
    for (;;) {
      char want = needle[j];
      if (want == '\0')
        return (char *)(haystack + i);
      char have = haystack[i + j];
      if (have == '\0')
        return NULL;
      if (have != want)
        break;
      j++;
    }
  }
}

/* ---- Allocating copies ------------------------------------------------ */

/* The length is needed for the allocation before anything is copied, so
 * the source is read twice, as in the real function. */
char *KIKI_FN(strdup)(const char *s) {
  size_t len = KIKI_FN(strlen)(s);
  char *p = (char *)malloc(len + 1);
  if (p == NULL)
    return NULL;
  KIKI_FN(stpcpy)(p, s);
  return p;
}

/* Copies at most n characters (s need not be terminated within n bytes)
 * and always terminates the copy. strncpy with the exact length copies the
 * characters without padding and without reading s[len]. */
char *KIKI_FN(strndup)(const char *s, size_t n) {
  size_t len = KIKI_FN(strnlen)(s, n);
  char *p = (char *)malloc(len + 1);
  if (p == NULL)
    return NULL;
  KIKI_FN(strncpy)(p, s, len);
  p[len] = '\0';
  return p;
}
