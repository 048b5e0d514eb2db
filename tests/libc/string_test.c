/* Differential test of src/libc/string.c against the host C library.
 *
 * Built natively with -DKIKI_NATIVE_TEST -fno-builtin, so the models are
 * named kiki_model_* and the plain names reach glibc instead of being
 * folded by the compiler.
 *
 * Besides results and written memory, the test checks that a model reads
 * no byte the standard does not let it read: every input is copied so that
 * its last readable byte is the last byte of a page followed by an
 * inaccessible page. A model that reads one byte too far faults; the fault
 * is caught and counted as a failure. (glibc itself never reads across a
 * page it was not entitled to, so it can be called on the same copies.)
 *
 * Inputs: every string of length 0..4 over {'a', 'b', 0x80} (and byte
 * arrays over {0, 'a', 0x80} for the mem* functions) with every n in 0..6,
 * then random inputs from a fixed seed.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* strlen's model states that the length fits the largest modelled object;
 * natively that always holds, so a failed assumption is a test failure. */
void __VERIFIER_assume(int condition) {
  if (!condition) {
    fprintf(stderr, "a model's assumption failed\n");
    abort();
  }
}

size_t kiki_model_strlen(const char *s);
size_t kiki_model_strnlen(const char *s, size_t maxlen);
char *kiki_model_strcpy(char *dst, const char *src);
char *kiki_model_stpcpy(char *dst, const char *src);
char *kiki_model_strncpy(char *dst, const char *src, size_t n);
char *kiki_model_strcat(char *dst, const char *src);
char *kiki_model_strncat(char *dst, const char *src, size_t n);
int kiki_model_strcmp(const char *s1, const char *s2);
int kiki_model_strncmp(const char *s1, const char *s2, size_t n);
int kiki_model_memcmp(const void *s1, const void *s2, size_t n);
char *kiki_model_strchr(const char *s, int c);
char *kiki_model_strrchr(const char *s, int c);
void *kiki_model_memchr(const void *s, int c, size_t n);
size_t kiki_model_strspn(const char *s, const char *accept);
size_t kiki_model_strcspn(const char *s, const char *reject);
char *kiki_model_strpbrk(const char *s, const char *accept);
char *kiki_model_strstr(const char *haystack, const char *needle);
char *kiki_model_strdup(const char *s);
char *kiki_model_strndup(const char *s, size_t n);

/* Longest random string; destination buffers hold two of them and more. */
enum { MAX_LEN = 40, DST_SIZE = 128, MARKER = 0xAA };

static unsigned long passed, failed;

/* ---- Reporting -------------------------------------------------------- */

static void report_failure(const char *fmt, va_list ap) {
  printf("FAIL ");
  vprintf(fmt, ap);
  printf("\n");
  failed++;
}

static void check(int ok, const char *fmt, ...) {
  if (ok) {
    passed++;
    return;
  }
  va_list ap;
  va_start(ap, fmt);
  report_failure(fmt, ap);
  va_end(ap);
}

/* A failure line quotes up to four inputs, so four rotating buffers. */
static const char *show(const void *data, size_t n) {
  static char buffers[4][4 * DST_SIZE + 3];
  static int next;
  char *out = buffers[next];
  next = (next + 1) % 4;
  const unsigned char *p = data;
  char *o = out;
  *o++ = '"';
  for (size_t i = 0; i < n; i++) {
    if (p[i] >= 0x20 && p[i] < 0x7f && p[i] != '"' && p[i] != '\\')
      *o++ = (char)p[i];
    else
      o += sprintf(o, "\\x%02x", p[i]);
  }
  *o++ = '"';
  *o = '\0';
  return out;
}

/* Pointer results are compared as offsets so model and glibc may work on
 * different copies; -1 stands for NULL. */
static long offset(const void *result, const void *base) {
  return result ? (long)((const char *)result - (const char *)base) : -1;
}

static int sign(int x) { return (x > 0) - (x < 0); }

static size_t min_size(size_t a, size_t b) { return a < b ? a : b; }

/* ---- Guarded input copies --------------------------------------------- */

/* Two slots, for the two string arguments of strcmp, strstr and so on. */
static unsigned char *guard_page[2];
static sigjmp_buf fault_jump;

static void on_fault(int sig) {
  (void)sig;
  siglongjmp(fault_jump, 1);
}

static void setup_guards(void) {
  long page = sysconf(_SC_PAGESIZE);
  for (int i = 0; i < 2; i++) {
    unsigned char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
                            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED || mprotect(p + page, page, PROT_NONE) != 0) {
      perror("guard page");
      exit(2);
    }
    guard_page[i] = p + page;
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_fault;
  sigaction(SIGSEGV, &sa, NULL);
  sigaction(SIGBUS, &sa, NULL);
}

/* Copies the first `readable` bytes of data so that they end at a guard
 * page: reading one byte more faults. */
static const char *guarded(int slot, const void *data, size_t readable) {
  unsigned char *p = guard_page[slot] - readable;
  memcpy(p, data, readable);
  return (const char *)p;
}

/* Runs a model call; if it faults, reports the inputs (the printf-style
 * arguments after the call) and leaves the enclosing check function. */
#define MODEL_CALL(call, ...)                                                  \
  do {                                                                         \
    if (sigsetjmp(fault_jump, 1) != 0) {                                       \
      check(0, __VA_ARGS__);                                                   \
      return;                                                                  \
    }                                                                          \
    call;                                                                      \
  } while (0)

/* The bytes a bounded function may read: n, or up to the terminator. */
static size_t bounded_readable(size_t len, size_t n) {
  return min_size(n, len + 1);
}

/* ---- Destination buffers ---------------------------------------------- */

/* Both buffers start as marker bytes with the same initial string, so any
 * byte written differently (or only by one side) shows up. */
static void prepare(unsigned char *model, unsigned char *libc,
                    const unsigned char *init, size_t init_len) {
  memset(model, MARKER, DST_SIZE);
  memset(libc, MARKER, DST_SIZE);
  if (init) {
    memcpy(model, init, init_len + 1);
    memcpy(libc, init, init_len + 1);
  }
}

/* Index of the first differing byte, or -1. */
static long first_difference(const unsigned char *a, const unsigned char *b) {
  for (size_t i = 0; i < DST_SIZE; i++)
    if (a[i] != b[i])
      return (long)i;
  return -1;
}

/* ---- Lengths ---------------------------------------------------------- */

static void check_strlen(const unsigned char *s, size_t len) {
  const char *p = guarded(0, s, len + 1);
  size_t r;
  MODEL_CALL(r = kiki_model_strlen(p), "strlen(%s): read past the end",
             show(s, len));
  check(r == strlen(p), "strlen(%s) = %zu, glibc %zu", show(s, len), r,
        strlen(p));
}

static void check_strnlen(const unsigned char *s, size_t len, size_t n) {
  const char *p = guarded(0, s, bounded_readable(len, n));
  size_t r;
  MODEL_CALL(r = kiki_model_strnlen(p, n), "strnlen(%s, %zu): read past n",
             show(s, len), n);
  size_t e = strnlen(p, n);
  check(r == e, "strnlen(%s, %zu) = %zu, glibc %zu", show(s, len), n, r, e);
}

/* ---- Copies ----------------------------------------------------------- */

/* strcpy and stpcpy differ only in the returned pointer; `at` is where in
 * the buffer the copy starts. */
static void check_strcpy(const unsigned char *s, size_t len, size_t at,
                         int stp) {
  unsigned char model[DST_SIZE], libc[DST_SIZE];
  const char *name = stp ? "stpcpy" : "strcpy";
  prepare(model, libc, NULL, 0);
  const char *p = guarded(0, s, len + 1);
  char *r;
  MODEL_CALL(r = stp ? kiki_model_stpcpy((char *)model + at, p)
                     : kiki_model_strcpy((char *)model + at, p),
             "%s(dst+%zu, %s): read past the end", name, at, show(s, len));
  char *e = stp ? stpcpy((char *)libc + at, p) : strcpy((char *)libc + at, p);
  long diff = first_difference(model, libc);
  check(diff < 0, "%s(dst+%zu, %s): byte %ld differs", name, at, show(s, len),
        diff);
  check(offset(r, model) == offset(e, libc),
        "%s(dst+%zu, %s) returned offset %ld, glibc %ld", name, at,
        show(s, len), offset(r, model), offset(e, libc));
}

static void check_strncpy(const unsigned char *s, size_t len, size_t n) {
  unsigned char model[DST_SIZE], libc[DST_SIZE];
  prepare(model, libc, NULL, 0);
  const char *p = guarded(0, s, bounded_readable(len, n));
  char *r;
  MODEL_CALL(r = kiki_model_strncpy((char *)model, p, n),
             "strncpy(dst, %s, %zu): read past n or the end", show(s, len), n);
  strncpy((char *)libc, p, n);
  long diff = first_difference(model, libc);
  check(diff < 0, "strncpy(dst, %s, %zu): byte %ld differs", show(s, len), n,
        diff);
  check(r == (char *)model, "strncpy(dst, %s, %zu) did not return dst",
        show(s, len), n);
}

/* strcat and strncat (n == (size_t)-1 selects strcat). */
static void check_strcat(const unsigned char *d, size_t dlen,
                         const unsigned char *s, size_t slen, size_t n) {
  unsigned char model[DST_SIZE], libc[DST_SIZE];
  int bounded = n != (size_t)-1;
  const char *name = bounded ? "strncat" : "strcat";
  prepare(model, libc, d, dlen);
  const char *p = guarded(0, s, bounded_readable(slen, n));
  char *r;
  MODEL_CALL(r = bounded ? kiki_model_strncat((char *)model, p, n)
                         : kiki_model_strcat((char *)model, p),
             "%s(%s, %s, %zu): read past n or the end", name, show(d, dlen),
             show(s, slen), n);
  if (bounded)
    strncat((char *)libc, p, n);
  else
    strcat((char *)libc, p);
  long diff = first_difference(model, libc);
  check(diff < 0, "%s(%s, %s, %zu): byte %ld differs", name, show(d, dlen),
        show(s, slen), n, diff);
  check(r == (char *)model, "%s(%s, %s, %zu) did not return dst", name,
        show(d, dlen), show(s, slen), n);
}

/* ---- Comparisons ------------------------------------------------------ */

static void check_strcmp(const unsigned char *a, size_t alen,
                         const unsigned char *b, size_t blen) {
  const char *p = guarded(0, a, alen + 1);
  const char *q = guarded(1, b, blen + 1);
  int r;
  MODEL_CALL(r = kiki_model_strcmp(p, q), "strcmp(%s, %s): read past the end",
             show(a, alen), show(b, blen));
  int e = strcmp(p, q);
  check(sign(r) == sign(e), "strcmp(%s, %s) = %d, glibc %d", show(a, alen),
        show(b, blen), r, e);
}

static void check_strncmp(const unsigned char *a, size_t alen,
                          const unsigned char *b, size_t blen, size_t n) {
  const char *p = guarded(0, a, bounded_readable(alen, n));
  const char *q = guarded(1, b, bounded_readable(blen, n));
  int r;
  MODEL_CALL(r = kiki_model_strncmp(p, q, n),
             "strncmp(%s, %s, %zu): read past n or the end", show(a, alen),
             show(b, blen), n);
  int e = strncmp(p, q, n);
  check(sign(r) == sign(e), "strncmp(%s, %s, %zu) = %d, glibc %d",
        show(a, alen), show(b, blen), n, r, e);
}

/* Only the first n bytes of each array are readable. */
static void check_memcmp(const unsigned char *a, const unsigned char *b,
                         size_t n) {
  const char *p = guarded(0, a, n);
  const char *q = guarded(1, b, n);
  int r;
  MODEL_CALL(r = kiki_model_memcmp(p, q, n), "memcmp(%s, %s, %zu): read past n",
             show(a, n), show(b, n), n);
  int e = memcmp(p, q, n);
  check(sign(r) == sign(e), "memcmp(%s, %s, %zu) = %d, glibc %d", show(a, n),
        show(b, n), n, r, e);
}

/* ---- Searches for one byte -------------------------------------------- */

static void check_strchr(const unsigned char *s, size_t len, int c,
                         int reverse) {
  const char *name = reverse ? "strrchr" : "strchr";
  const char *p = guarded(0, s, len + 1);
  char *r;
  MODEL_CALL(r = reverse ? kiki_model_strrchr(p, c) : kiki_model_strchr(p, c),
             "%s(%s, %d): read past the end", name, show(s, len), c);
  char *e = reverse ? strrchr(p, c) : strchr(p, c);
  check(offset(r, p) == offset(e, p), "%s(%s, %d) = offset %ld, glibc %ld",
        name, show(s, len), c, offset(r, p), offset(e, p));
}

/* C11 7.24.5.1: memchr stops at the first match, so only the bytes up to
 * it are readable, even when n is larger. */
static void check_memchr(const unsigned char *s, size_t n, int c) {
  const unsigned char *hit = memchr(s, c, n);
  size_t readable = hit ? (size_t)(hit - s) + 1 : n;
  const char *p = guarded(0, s, readable);
  void *r;
  MODEL_CALL(r = kiki_model_memchr(p, c, n),
             "memchr(%s, %d, %zu): read past the match or n", show(s, n), c, n);
  void *e = memchr(p, c, n);
  check(offset(r, p) == offset(e, p), "memchr(%s, %d, %zu) = offset %ld, "
        "glibc %ld", show(s, n), c, n, offset(r, p), offset(e, p));
}

/* ---- Searches against a set or a pattern ------------------------------ */

enum set_fn { SPN, CSPN, PBRK, STR };

static void check_set(const unsigned char *s, size_t slen,
                      const unsigned char *t, size_t tlen, enum set_fn fn) {
  static const char *names[] = {"strspn", "strcspn", "strpbrk", "strstr"};
  const char *p = guarded(0, s, slen + 1);
  const char *q = guarded(1, t, tlen + 1);
  long r = 0, e = 0;
  MODEL_CALL(
      switch (fn) {
        case SPN: r = (long)kiki_model_strspn(p, q); break;
        case CSPN: r = (long)kiki_model_strcspn(p, q); break;
        case PBRK: r = offset(kiki_model_strpbrk(p, q), p); break;
        case STR: r = offset(kiki_model_strstr(p, q), p); break;
      },
      "%s(%s, %s): read past the end", names[fn], show(s, slen),
      show(t, tlen));
  switch (fn) {
    case SPN: e = (long)strspn(p, q); break;
    case CSPN: e = (long)strcspn(p, q); break;
    case PBRK: e = offset(strpbrk(p, q), p); break;
    case STR: e = offset(strstr(p, q), p); break;
  }
  check(r == e, "%s(%s, %s) = %ld, glibc %ld", names[fn], show(s, slen),
        show(t, tlen), r, e);
}

/* ---- Allocating copies ------------------------------------------------ */

/* strdup and strndup (n == (size_t)-1 selects strdup). The copies are
 * compared including their terminators. */
static void check_strdup(const unsigned char *s, size_t len, size_t n) {
  int bounded = n != (size_t)-1;
  const char *name = bounded ? "strndup" : "strdup";
  const char *p = guarded(0, s, bounded_readable(len, n));
  char *r;
  MODEL_CALL(r = bounded ? kiki_model_strndup(p, n) : kiki_model_strdup(p),
             "%s(%s, %zu): read past n or the end", name, show(s, len), n);
  char *e = bounded ? strndup(p, n) : strdup(p);
  size_t rlen = strlen(r), elen = strlen(e);
  check(rlen == elen && memcmp(r, e, elen + 1) == 0,
        "%s(%s, %zu) = %s, glibc %s", name, show(s, len), n, show(r, rlen),
        show(e, elen));
  free(r);
  free(e);
}

/* ---- Drivers ---------------------------------------------------------- */

/* Values for c: plain bytes, the terminator, and ints outside 0..255 that
 * only match after conversion to char / unsigned char. */
static const int char_args[] = {0, 'a', 'b', 'z', 0x80, 0xff, -1, -128,
                                'a' + 256, 0x180};
enum { N_CHAR_ARGS = sizeof char_args / sizeof char_args[0] };

/* All checks on one string (or byte array) s, with length len, and a
 * second one t. `n` ranges over the bounded functions' limits. */
static void check_one(const unsigned char *s, size_t len) {
  check_strlen(s, len);
  check_strcpy(s, len, 0, 0);
  check_strcpy(s, len, 3, 0);
  check_strcpy(s, len, 0, 1);
  check_strcpy(s, len, 3, 1);
  check_strdup(s, len, (size_t)-1);
  for (int i = 0; i < N_CHAR_ARGS; i++) {
    check_strchr(s, len, char_args[i], 0);
    check_strchr(s, len, char_args[i], 1);
  }
}

static void check_one_n(const unsigned char *s, size_t len, size_t n) {
  check_strnlen(s, len, n);
  check_strncpy(s, len, n);
  check_strdup(s, len, n);
}

static void check_pair(const unsigned char *s, size_t slen,
                       const unsigned char *t, size_t tlen) {
  check_strcmp(s, slen, t, tlen);
  check_strcat(s, slen, t, tlen, (size_t)-1);
  for (enum set_fn fn = SPN; fn <= STR; fn++)
    check_set(s, slen, t, tlen, fn);
}

static void check_pair_n(const unsigned char *s, size_t slen,
                         const unsigned char *t, size_t tlen, size_t n) {
  check_strncmp(s, slen, t, tlen, n);
  check_strcat(s, slen, t, tlen, n);
}

/* Byte arrays (NULs allowed) of length n. */
static void check_bytes(const unsigned char *a, const unsigned char *b,
                        size_t n) {
  check_memcmp(a, b, n);
  for (int i = 0; i < N_CHAR_ARGS; i++)
    check_memchr(a, n, char_args[i]);
}

/* ---- Exhaustive small inputs ------------------------------------------ */

enum { SMALL_LEN = 4, SMALL_N = 6, MAX_SMALL = 1 + 3 + 9 + 27 + 81 };

struct small {
  unsigned char s[SMALL_LEN + 1];
  size_t len;
};

/* Every word of length 0..SMALL_LEN over the three letters, terminated. */
static size_t enumerate(const unsigned char letters[3], struct small *out) {
  size_t count = 0;
  for (size_t len = 0; len <= SMALL_LEN; len++) {
    size_t total = 1;
    for (size_t i = 0; i < len; i++)
      total *= 3;
    for (size_t code = 0; code < total; code++) {
      size_t x = code;
      for (size_t i = 0; i < len; i++) {
        out[count].s[i] = letters[x % 3];
        x /= 3;
      }
      out[count].s[len] = '\0';
      out[count].len = len;
      count++;
    }
  }
  return count;
}

static void exhaustive(void) {
  static const unsigned char letters[3] = {'a', 'b', 0x80};
  static const unsigned char bytes[3] = {0, 'a', 0x80};
  static struct small words[MAX_SMALL], arrays[MAX_SMALL];
  size_t nw = enumerate(letters, words);
  size_t na = enumerate(bytes, arrays);

  for (size_t i = 0; i < nw; i++) {
    check_one(words[i].s, words[i].len);
    for (size_t n = 0; n <= SMALL_N; n++)
      check_one_n(words[i].s, words[i].len, n);
    for (size_t j = 0; j < nw; j++) {
      check_pair(words[i].s, words[i].len, words[j].s, words[j].len);
      for (size_t n = 0; n <= SMALL_N; n++)
        check_pair_n(words[i].s, words[i].len, words[j].s, words[j].len, n);
    }
  }
  /* mem* take a length, not a terminator: compare equal-length arrays. */
  for (size_t i = 0; i < na; i++)
    for (size_t j = 0; j < na; j++)
      if (arrays[i].len == arrays[j].len)
        check_bytes(arrays[i].s, arrays[j].s, arrays[i].len);
}

/* ---- Random inputs ---------------------------------------------------- */

/* xorshift64: the same sequence on every host, unlike rand(). */
static unsigned long long rng_state = 0x9E3779B97F4A7C15ULL;

static unsigned rnd(unsigned bound) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (unsigned)(rng_state % bound);
}

/* Mostly a few letters, so that matches and common prefixes are frequent;
 * sometimes any non-NUL byte. */
static unsigned char random_byte(void) {
  static const unsigned char common[] = {'a', 'b', 'c', 0x01, 0x7f, 0x80, 0xff};
  if (rnd(4) != 0)
    return common[rnd(sizeof common)];
  return (unsigned char)(1 + rnd(255));
}

static size_t random_string(unsigned char *s) {
  size_t len = rnd(MAX_LEN + 1);
  for (size_t i = 0; i < len; i++)
    s[i] = random_byte();
  s[len] = '\0';
  return len;
}

/* A second string related to the first: a prefix, a copy with one byte
 * changed, a substring, or unrelated. */
static size_t related_string(const unsigned char *s, size_t len,
                             unsigned char *t) {
  size_t tlen;
  switch (rnd(4)) {
    case 0:
      tlen = rnd(len + 1);
      memcpy(t, s, tlen);
      break;
    case 1:
      tlen = len;
      memcpy(t, s, len);
      if (len > 0)
        t[rnd(len)] = random_byte();
      break;
    case 2: {
      size_t start = rnd(len + 1);
      tlen = rnd(len - start + 1);
      memcpy(t, s + start, tlen);
      break;
    }
    default:
      return random_string(t);
  }
  t[tlen] = '\0';
  return tlen;
}

static void random_tests(int rounds) {
  unsigned char s[MAX_LEN + 1], t[MAX_LEN + 1];
  unsigned char a[MAX_LEN], b[MAX_LEN];
  for (int round = 0; round < rounds; round++) {
    size_t slen = random_string(s);
    size_t tlen = related_string(s, slen, t);
    size_t n = rnd(MAX_LEN + 8);
    check_one(s, slen);
    check_one_n(s, slen, n);
    check_pair(s, slen, t, tlen);
    check_pair_n(s, slen, t, tlen, n);
    check_pair(t, tlen, s, slen);
    check_pair_n(t, tlen, s, slen, n);

    /* Byte arrays with NULs; b mostly equals a up to one change. */
    size_t alen = rnd(MAX_LEN + 1);
    for (size_t i = 0; i < alen; i++)
      a[i] = rnd(5) == 0 ? 0 : random_byte();
    memcpy(b, a, alen);
    if (alen > 0 && rnd(2))
      b[rnd(alen)] = rnd(3) == 0 ? 0 : random_byte();
    check_bytes(a, b, alen);
  }
}

int main(void) {
  setup_guards();
  exhaustive();
  random_tests(20000);
  printf("%lu passed, %lu failed\n", passed, failed);
  return failed != 0;
}
