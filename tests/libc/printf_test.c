/* Differential test of src/libc/printf.c against glibc's snprintf.
 *
 * The helpers are called the way FormatString.cpp's lowering calls them:
 * "<%[flags]*.*[length]conv>" becomes __kiki_fmt_lit('<'), the conversion's
 * helper with the argument converted to the type the length modifier names,
 * __kiki_fmt_lit('>') and __kiki_fmt_end. Width and precision always go
 * through `*` (0 and -1 meaning "none", exactly what the lowering passes
 * for an absent width or precision), so negative widths and precisions are
 * covered too.
 *
 * For each case the whole destination buffer (pre-filled with a marker)
 * must be byte for byte what glibc leaves, and the results must agree, for
 * sprintf (unbounded) and for snprintf with small capacities, including 0.
 * The stream helpers (__kiki_out_*) must count snprintf(NULL, 0, ...).
 * %s arguments end at a guard page, so a model that reads one byte too far
 * faults (caught and counted as a failure).
 *
 * Floating-point conversions are over-approximated: the test checks that
 * glibc's length lies between __kiki_float_min and __kiki_float_max (with
 * the width), for extreme values of double and long double.
 *
 * Built natively (x86_64) with -DKIKI_NATIVE_TEST -fno-builtin.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <fcntl.h>

/* The spec bits of printf.c (and FormatString.cpp). */
enum {
  LEFT = 1, PLUS = 2, SPACE = 4, ALT = 8, ZERO = 16, UPPER = 32,
  LONG_DOUBLE = 64, OCTAL = 128, HEX = 256
};

size_t __kiki_fmt_d32(char *, size_t, size_t, int, unsigned, int, int);
size_t __kiki_fmt_d64(char *, size_t, size_t, long long, unsigned, int, int);
size_t __kiki_fmt_u32(char *, size_t, size_t, unsigned, unsigned, int, int);
size_t __kiki_fmt_u64(char *, size_t, size_t, unsigned long long, unsigned, int, int);
size_t __kiki_fmt_o32(char *, size_t, size_t, unsigned, unsigned, int, int);
size_t __kiki_fmt_o64(char *, size_t, size_t, unsigned long long, unsigned, int, int);
size_t __kiki_fmt_x32(char *, size_t, size_t, unsigned, unsigned, int, int);
size_t __kiki_fmt_x64(char *, size_t, size_t, unsigned long long, unsigned, int, int);
size_t __kiki_fmt_d32_plain(char *, size_t, size_t, int, unsigned);
size_t __kiki_fmt_d64_plain(char *, size_t, size_t, long long, unsigned);
size_t __kiki_fmt_u32_plain(char *, size_t, size_t, unsigned, unsigned);
size_t __kiki_fmt_u64_plain(char *, size_t, size_t, unsigned long long, unsigned);
size_t __kiki_fmt_o32_plain(char *, size_t, size_t, unsigned, unsigned);
size_t __kiki_fmt_o64_plain(char *, size_t, size_t, unsigned long long, unsigned);
size_t __kiki_fmt_x32_plain(char *, size_t, size_t, unsigned, unsigned);
size_t __kiki_fmt_x64_plain(char *, size_t, size_t, unsigned long long, unsigned);
size_t __kiki_fmt_c(char *, size_t, size_t, int, unsigned, int);
size_t __kiki_fmt_s(char *, size_t, size_t, const char *, unsigned, int, int);
size_t __kiki_fmt_c_plain(char *, size_t, size_t, int);
size_t __kiki_fmt_s_plain(char *, size_t, size_t, const char *, int);
size_t __kiki_fmt_p(char *, size_t, size_t, const void *, unsigned, int, int);
size_t __kiki_fmt_f(char *, size_t, size_t, unsigned, int, int, int);
size_t __kiki_fmt_lit(char *, size_t, size_t, int);
int __kiki_fmt_end(char *, size_t, size_t);
int __kiki_fmt_count(size_t);
size_t __kiki_out_text(size_t, size_t);
size_t __kiki_out_signed(size_t, long long, unsigned, int, int);
size_t __kiki_out_unsigned(size_t, unsigned long long, unsigned, int, int);
size_t __kiki_out_c(size_t, int);
size_t __kiki_out_s(size_t, const char *, int, int);
size_t __kiki_out_p(size_t, const void *, unsigned, int, int);
size_t __kiki_out_f(size_t, unsigned, int, int, int);
size_t __kiki_float_min(unsigned, int, int);
size_t __kiki_float_max(unsigned, int, int);
int kiki_model_puts(const char *);
int kiki_model_fputs(const char *, FILE *);
int kiki_model_putchar(int);
int kiki_model_fputc(int, FILE *);
int kiki_model_putc(int, FILE *);

/* ---- The verifier interface, natively --------------------------------- */
/* Only the over-approximated conversions call these: the test chooses the
 * "non-deterministic" length and counts violated assumptions. */
static unsigned long next_nondet;
static unsigned long assume_failures;
int __VERIFIER_nondet_int(void) { return 0; }
unsigned int __VERIFIER_nondet_uint(void) { return 0; }
long __VERIFIER_nondet_long(void) { return 0; }
unsigned long __VERIFIER_nondet_ulong(void) { return next_nondet; }
char __VERIFIER_nondet_char(void) { return 'x'; }
void __VERIFIER_assume(int condition) { assume_failures += !condition; }

/* ---- Reporting -------------------------------------------------------- */

enum { BUF = 512, MARK = 0xAA, MAX_SHOWN = 60 };
static unsigned long passed, failed;

static void check(int ok, const char *fmt, ...) {
  if (ok) {
    passed++;
    return;
  }
  if (++failed <= MAX_SHOWN) {
    va_list ap;
    va_start(ap, fmt);
    printf("FAIL ");
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
  }
}

/* Printable rendering of the first n bytes (rotating buffers). */
static const char *show(const char *data, size_t n) {
  static char buffers[2][4 * BUF + 3];
  static int next;
  char *out = buffers[next], *o = out;
  next = (next + 1) % 2;
  *o++ = '"';
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)data[i];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
      *o++ = (char)c;
    else
      o += sprintf(o, "\\x%02x", c);
  }
  *o++ = '"';
  *o = '\0';
  return out;
}

/* ---- Guarded strings -------------------------------------------------- */

static char *guard_page;
static sigjmp_buf fault_jump;

static void on_fault(int sig) {
  (void)sig;
  siglongjmp(fault_jump, 1);
}

static void setup_guard(void) {
  long page = sysconf(_SC_PAGESIZE);
  char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED || mprotect(p + page, page, PROT_NONE) != 0) {
    perror("guard page");
    exit(2);
  }
  guard_page = p + page;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_fault;
  sigaction(SIGSEGV, &sa, NULL);
  sigaction(SIGBUS, &sa, NULL);
}

/* The first `readable` bytes of data, ending right before the guard. */
static const char *guarded(const char *data, size_t readable) {
  char *p = guard_page - readable;
  memcpy(p, data, readable);
  return p;
}

/* ---- One conversion --------------------------------------------------- */

struct conversion {
  char conv;        /* d i u o x X c s p */
  const char *len;  /* "", "hh", "h", "l", "ll", "j", "z", "t" */
  unsigned flags;   /* LEFT..ZERO */
  int width, prec;  /* through `*`: 0 and -1 mean none */
  unsigned long long value;
  const char *s;
  const void *p;
};

static int is_signed(char conv) { return conv == 'd' || conv == 'i'; }
static int is_wide(const char *len) { return len[0] && strcmp(len, "hh") && strcmp(len, "h"); }

static void format_of(const struct conversion *c, char *fmt) {
  char *f = fmt;
  *f++ = '<';
  *f++ = '%';
  if (c->flags & LEFT) *f++ = '-';
  if (c->flags & PLUS) *f++ = '+';
  if (c->flags & SPACE) *f++ = ' ';
  if (c->flags & ALT) *f++ = '#';
  if (c->flags & ZERO) *f++ = '0';
  f += sprintf(f, "*.*%s%c>", c->len, c->conv);
}

/* glibc: sprintf when cap is SIZE_MAX, snprintf otherwise. */
static int glibc(const struct conversion *c, char *buf, size_t cap) {
  char fmt[32];
  format_of(c, fmt);
  size_t n = cap == SIZE_MAX ? BUF : cap;
  switch (c->conv) {
  case 's': return snprintf(buf, n, fmt, c->width, c->prec, c->s);
  case 'p': return snprintf(buf, n, fmt, c->width, c->prec, c->p);
  case 'c': return snprintf(buf, n, fmt, c->width, c->prec, (int)c->value);
  }
  if (is_wide(c->len))
    return snprintf(buf, n, fmt, c->width, c->prec, c->value);
  return snprintf(buf, n, fmt, c->width, c->prec, (unsigned)c->value);
}

/* The argument as the lowering hands it over: truncated to the type of the
 * length modifier, then widened to the helper's operand. */
static long long signed_arg(const struct conversion *c) {
  if (!strcmp(c->len, "hh")) return (signed char)c->value;
  if (!strcmp(c->len, "h")) return (short)c->value;
  if (!c->len[0]) return (int)c->value;
  return (long long)c->value;
}

static unsigned long long unsigned_arg(const struct conversion *c) {
  if (!strcmp(c->len, "hh")) return (unsigned char)c->value;
  if (!strcmp(c->len, "h")) return (unsigned short)c->value;
  if (!c->len[0]) return (unsigned)c->value;
  return c->value;
}

static unsigned spec_of(const struct conversion *c) {
  return c->flags | (c->conv == 'X' ? UPPER : 0);
}

/* The plain helpers (no width, no precision) instead of the full ones. */
static int plain;

static size_t model_plain(const struct conversion *c, char *d, size_t cap, size_t pos) {
  unsigned spec = spec_of(c);
  int wide = is_wide(c->len);
  unsigned long long u = unsigned_arg(c);
  if (is_signed(c->conv))
    return wide ? __kiki_fmt_d64_plain(d, cap, pos, signed_arg(c), spec)
                : __kiki_fmt_d32_plain(d, cap, pos, (int)signed_arg(c), spec);
  if (c->conv == 'u')
    return wide ? __kiki_fmt_u64_plain(d, cap, pos, u, spec)
                : __kiki_fmt_u32_plain(d, cap, pos, (unsigned)u, spec);
  if (c->conv == 'o')
    return wide ? __kiki_fmt_o64_plain(d, cap, pos, u, spec)
                : __kiki_fmt_o32_plain(d, cap, pos, (unsigned)u, spec);
  return wide ? __kiki_fmt_x64_plain(d, cap, pos, u, spec)
              : __kiki_fmt_x32_plain(d, cap, pos, (unsigned)u, spec);
}

static size_t model_integer(const struct conversion *c, char *d, size_t cap, size_t pos) {
  unsigned spec = spec_of(c);
  if (plain)
    return model_plain(c, d, cap, pos);
  int w = c->width, p = c->prec, wide = is_wide(c->len);
  unsigned long long u = unsigned_arg(c);
  if (is_signed(c->conv))
    return wide ? __kiki_fmt_d64(d, cap, pos, signed_arg(c), spec, w, p)
                : __kiki_fmt_d32(d, cap, pos, (int)signed_arg(c), spec, w, p);
  if (c->conv == 'u')
    return wide ? __kiki_fmt_u64(d, cap, pos, u, spec, w, p)
                : __kiki_fmt_u32(d, cap, pos, (unsigned)u, spec, w, p);
  if (c->conv == 'o')
    return wide ? __kiki_fmt_o64(d, cap, pos, u, spec, w, p)
                : __kiki_fmt_o32(d, cap, pos, (unsigned)u, spec, w, p);
  return wide ? __kiki_fmt_x64(d, cap, pos, u, spec, w, p)
              : __kiki_fmt_x32(d, cap, pos, (unsigned)u, spec, w, p);
}

static size_t model_conversion(const struct conversion *c, char *d, size_t cap, size_t pos) {
  if (plain && c->conv == 'c')
    return __kiki_fmt_c_plain(d, cap, pos, (int)c->value);
  if (plain && c->conv == 's')
    return __kiki_fmt_s_plain(d, cap, pos, c->s, c->prec);
  switch (c->conv) {
  case 'c': return __kiki_fmt_c(d, cap, pos, (int)c->value, c->flags, c->width);
  case 's': return __kiki_fmt_s(d, cap, pos, c->s, c->flags, c->width, c->prec);
  case 'p': return __kiki_fmt_p(d, cap, pos, c->p, c->flags, c->width, c->prec);
  }
  return model_integer(c, d, cap, pos);
}

static int model(const struct conversion *c, char *d, size_t cap) {
  size_t pos = __kiki_fmt_lit(d, cap, 0, '<');
  pos = model_conversion(c, d, cap, pos);
  pos = __kiki_fmt_lit(d, cap, pos, '>');
  return __kiki_fmt_end(d, cap, pos);
}

/* The stream count of "<conversion>". */
static size_t model_count(const struct conversion *c) {
  unsigned spec = spec_of(c);
  size_t pos = __kiki_out_text(0, 1);
  switch (c->conv) {
  case 'c': pos = __kiki_out_c(pos, c->width); break;
  case 's': pos = __kiki_out_s(pos, c->s, c->width, c->prec); break;
  case 'p': pos = __kiki_out_p(pos, c->p, spec, c->width, c->prec); break;
  case 'd': case 'i':
    pos = __kiki_out_signed(pos, signed_arg(c), spec, c->width, c->prec);
    break;
  default:
    spec |= c->conv == 'o' ? OCTAL : c->conv == 'u' ? 0 : HEX;
    pos = __kiki_out_unsigned(pos, unsigned_arg(c), spec, c->width, c->prec);
  }
  return __kiki_out_text(pos, 1);
}

static const char *describe(const struct conversion *c) {
  static char text[128];
  char fmt[32];
  format_of(c, fmt);
  snprintf(text, sizeof text, "%s width=%d prec=%d value=%#llx s=%s%s", fmt,
           c->width, c->prec, c->value, c->s ? "(string)" : "-",
           plain ? " (plain)" : "");
  return text;
}

static void compare_at(const struct conversion *c, size_t cap) {
  static char expected[BUF], actual[BUF];
  memset(expected, MARK, BUF);
  memset(actual, MARK, BUF);
  int want = glibc(c, expected, cap);
  if (sigsetjmp(fault_jump, 1)) {
    check(0, "%s cap=%zu: model read past the string", describe(c), cap);
    return;
  }
  int got = model(c, actual, cap);
  check(got == want && !memcmp(expected, actual, BUF),
        "%s cap=%zu: glibc %d %s, model %d %s", describe(c), cap, want,
        show(expected, want + 1 < BUF ? want + 1 : BUF), got,
        show(actual, got + 1 < BUF && got >= 0 ? got + 1 : BUF));
}

/* sprintf, snprintf with one of several capacities (in turn), and the
 * stream length. */
static void compare(const struct conversion *c) {
  static const size_t caps[] = {0, 1, 2, 3, 6, 13};
  static size_t turn;
  compare_at(c, SIZE_MAX);
  compare_at(c, caps[turn++ % (sizeof caps / sizeof caps[0])]);
  /* The plain forms: integers without width and precision, %c and %s
   * without width. */
  if ((strchr("diuoxX", c->conv) && c->width == 0 && c->prec < 0) ||
      (strchr("cs", c->conv) && c->width == 0)) {
    plain = 1;
    compare_at(c, SIZE_MAX);
    compare_at(c, caps[turn++ % (sizeof caps / sizeof caps[0])]);
    plain = 0;
  }
  char fmt[32];
  format_of(c, fmt);
  int want = glibc(c, NULL, 0);
  if (sigsetjmp(fault_jump, 1)) {
    check(0, "%s stream: model read past the string", describe(c));
    return;
  }
  int got = __kiki_fmt_count(model_count(c));
  check(got == want, "%s stream: glibc %d, model %d", describe(c), want, got);
}

/* ---- Inputs ----------------------------------------------------------- */

static const unsigned flag_sets[] = {
    0, LEFT, PLUS, SPACE, ALT, ZERO, LEFT | ZERO, PLUS | SPACE, ALT | ZERO,
    PLUS | ZERO, SPACE | ZERO, LEFT | PLUS | ALT, ALT | ZERO | PLUS | SPACE,
    LEFT | PLUS | SPACE | ALT | ZERO};
static const int widths[] = {0, 1, 5, 25, -7};
static const int precs[] = {-1, 0, 1, 5, 25, -3};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const unsigned long long int_values[] = {
    0, 1, 2, 7, 8, 9, 10, 15, 16, 99, 100, 127, 128, 255, 256, 4095, 32767,
    32768, 65535, 65536, 99999, 100000, 123456, 999999999, 1000000000,
    2147483647ull, 2147483648ull, 4294967295ull, 4294967296ull,
    9999999999ull, 10000000000ull, 10000000001ull, 99999999999999ull,
    123456789012345678ull, 999999999999999999ull, 1000000000000000000ull,
    9223372036854775807ull, 9223372036854775808ull,
    18446744073709551615ull, 0xdeadbeefcafebabeull, 01234567012345670123ull,
    (unsigned long long)-1ll, (unsigned long long)-2ll,
    (unsigned long long)-9ll, (unsigned long long)-10ll,
    (unsigned long long)-128ll, (unsigned long long)-129ll,
    (unsigned long long)-32768ll, (unsigned long long)-2147483647ll,
    (unsigned long long)-2147483648ll, (unsigned long long)-1000000000000ll};

/* Every value without width and precision; with them, every third value
 * (the layout depends on the digit count, which those still cover). */
static void test_integers(void) {
  static const char *lens[] = {"", "hh", "h", "l", "ll", "j", "z", "t"};
  static const char convs[] = "diuoxX";
  struct conversion c = {0};
  for (size_t k = 0; k < COUNT(lens); k++)
    for (size_t v = 0; v < 6; v++)
      for (size_t f = 0; f < COUNT(flag_sets); f++)
        for (size_t w = 0; w < COUNT(widths); w++)
          for (size_t p = 0; p < COUNT(precs); p++)
            for (size_t i = 0; i < COUNT(int_values); i++) {
              if ((w != 0 || p != 0) && i % 3 != 0)
                continue;
              c.conv = convs[v];
              c.len = lens[k];
              c.flags = flag_sets[f];
              c.width = widths[w];
              c.prec = precs[p];
              c.value = int_values[i];
              compare(&c);
            }
}

/* Random values of every magnitude, plain and with a width and '0'. */
static void test_random_integers(void) {
  static const char convs[] = "diuoxX";
  struct conversion c = {0};
  srand(12345);
  for (int n = 0; n < 5000; n++) {
    unsigned long long v = 0;
    for (int b = 0; b < 4; b++)
      v = (v << 16) ^ (unsigned)rand();
    v >>= rand() % 64;
    c.conv = convs[n % 6];
    c.len = n % 2 ? "ll" : "";
    c.flags = flag_sets[n % COUNT(flag_sets)];
    c.width = n % 3 ? 0 : 22;
    c.prec = -1;
    c.value = v;
    compare(&c);
  }
}

static void test_chars(void) {
  static const unsigned long long chars[] = {'a', 0, ' ', 255, 256 + 'b', (unsigned long long)-1};
  struct conversion c = {0};
  c.conv = 'c';
  c.len = "";
  for (size_t f = 0; f < COUNT(flag_sets); f++)
    for (size_t w = 0; w < COUNT(widths); w++)
      for (size_t p = 0; p < COUNT(precs); p++)
        for (size_t i = 0; i < COUNT(chars); i++) {
          c.flags = flag_sets[f];
          c.width = widths[w];
          c.prec = precs[p];
          c.value = chars[i];
          compare(&c);
        }
}

/* Strings end at the guard page: terminated ones right after their NUL,
 * unterminated ones (only with a precision that stops before the end). */
static void test_strings(void) {
  static const char *texts[] = {"", "a", "hello", "hello, world!", "\x80\xff"};
  struct conversion c = {0};
  c.conv = 's';
  c.len = "";
  for (size_t f = 0; f < COUNT(flag_sets); f++)
    for (size_t w = 0; w < COUNT(widths); w++)
      for (size_t p = 0; p < COUNT(precs); p++)
        for (size_t i = 0; i < COUNT(texts); i++) {
          size_t n = strlen(texts[i]);
          c.flags = flag_sets[f];
          c.width = widths[w];
          c.prec = precs[p];
          c.s = guarded(texts[i], n + 1);
          compare(&c);
          if (precs[p] >= 0 && (size_t)precs[p] <= n) {
            c.s = guarded(texts[i], (size_t)precs[p]);
            compare(&c);
          }
        }
}

static void test_pointers(void) {
  static int object;
  const void *pointers[] = {NULL, (void *)1, (void *)0x10, &object,
                            (void *)(uintptr_t)-1, (void *)0x7fffffffffffull};
  struct conversion c = {0};
  c.conv = 'p';
  c.len = "";
  for (size_t f = 0; f < COUNT(flag_sets); f++)
    for (size_t w = 0; w < COUNT(widths); w++)
      for (size_t p = 0; p < COUNT(precs); p++)
        for (size_t i = 0; i < COUNT(pointers); i++) {
          c.flags = flag_sets[f];
          c.width = widths[w];
          c.prec = precs[p];
          c.p = pointers[i];
          compare(&c);
        }
}

/* ---- Floating point: glibc's length within the model's bounds --------- */

static int float_length(char conv, unsigned flags, int width, int prec,
                        int is_long, long double v) {
  char fmt[32], *f = fmt;
  *f++ = '%';
  if (flags & LEFT) *f++ = '-';
  if (flags & PLUS) *f++ = '+';
  if (flags & SPACE) *f++ = ' ';
  if (flags & ALT) *f++ = '#';
  if (flags & ZERO) *f++ = '0';
  sprintf(f, "*.*%s%c", is_long ? "L" : "", conv);
  if (is_long)
    return snprintf(NULL, 0, fmt, width, prec, v);
  return snprintf(NULL, 0, fmt, width, prec, (double)v);
}

static size_t field(int width, size_t body) {
  size_t w = width < 0 ? (size_t)(0u - (unsigned)width) : (size_t)width;
  return body > w ? body : w;
}

static void check_float(char conv, unsigned flags, int width, int prec,
                        int is_long, long double v) {
  int lower = conv | 0x20;
  unsigned spec = flags | (conv != lower ? UPPER : 0) | (is_long ? LONG_DOUBLE : 0);
  size_t n = (size_t)float_length(conv, flags, width, prec, is_long, v);
  size_t lo = field(width, __kiki_float_min(spec, lower, prec));
  size_t hi = field(width, __kiki_float_max(spec, lower, prec));
  check(lo <= n && n <= hi, "%%%c%s flags=%u width=%d prec=%d value=%Lg: glibc %zu, model %zu..%zu",
        conv, is_long ? " (L)" : "", flags, width, prec, v, n, lo, hi);
}

static void test_floats(void) {
  const double doubles[] = {0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 9.5, 99.99,
                            123.456, 1e15, 1e16, 1e22, 1e-5, 1e-4, 9.9999e-5,
                            1e-300, DBL_MIN, 4.9e-324, DBL_MAX, -DBL_MAX,
                            DBL_EPSILON, INFINITY, -INFINITY, NAN, -NAN};
  const long double longs[] = {0.0L, -1.0L, LDBL_MAX, -LDBL_MAX, LDBL_MIN,
                               3.6e-4951L, 1e4000L, 0.1L, INFINITY, NAN};
  static const char convs[] = "fFeEgGaA";
  static const unsigned fflags[] = {0, LEFT, PLUS, SPACE, ALT, ZERO, ALT | ZERO | PLUS};
  static const int fprecs[] = {-1, 0, 1, 3, 17, 40};
  static const int fwidths[] = {0, 10, 400, -12};
  for (size_t k = 0; k < 8; k++)
    for (size_t f = 0; f < COUNT(fflags); f++)
      for (size_t w = 0; w < COUNT(fwidths); w++)
        for (size_t p = 0; p < COUNT(fprecs); p++) {
          for (size_t i = 0; i < COUNT(doubles); i++)
            check_float(convs[k], fflags[f], fwidths[w], fprecs[p], 0, doubles[i]);
          for (size_t i = 0; i < COUNT(longs); i++)
            check_float(convs[k], fflags[f], fwidths[w], fprecs[p], 1, longs[i]);
        }
}

/* The over-approximating writer stores exactly the chosen length (within
 * an snprintf buffer) and accepts every length between the bounds: "%.0e"
 * (at most 7 characters) goes through the unrolled stores, "%.2e" (10)
 * through the loop. */
static void check_float_writer(int prec) {
  static char buf[BUF];
  size_t lo = __kiki_float_min(0, 'e', prec), hi = __kiki_float_max(0, 'e', prec);
  for (size_t n = lo; n <= hi; n++)
    for (size_t cap = 0; cap < 12; cap += 5) {
      memset(buf, MARK, BUF);
      next_nondet = n;
      assume_failures = 0;
      size_t pos = __kiki_fmt_f(buf, cap, 3, 0, 'e', 0, prec);
      size_t stored = cap > 4 ? (cap - 4 < n ? cap - 4 : n) : 0;
      int ok = pos == 3 + n && assume_failures == 0;
      for (size_t i = 0; i < BUF; i++)
        ok &= (unsigned char)buf[i] == (i >= 3 && i < 3 + stored ? 'x' : MARK);
      check(ok, "%%.%de writer: length %zu cap %zu", prec, n, cap);
    }
  next_nondet = hi + 1;
  assume_failures = 0;
  __kiki_out_f(0, 0, 'e', 0, prec);
  check(assume_failures == 1, "%%.%de: length above the bound accepted", prec);
}

static void test_float_writer(void) {
  check_float_writer(0);
  check_float_writer(2);
}

/* ---- Counts beyond INT_MAX -------------------------------------------- */

/* glibc fails with -1; a count that would wrap (as it would on a 32-bit
 * target) must stay failed and must not store at a wrapped position. */
static void test_overflow(void) {
  static char buf[BUF];
  /* glibc's snprintf(NULL, 0, "%*d%*d", INT_MAX, 1, INT_MAX, 1), which
   * takes seconds to pad its first field. */
  int want = -1;
  size_t pos = __kiki_out_signed(0, 1, 0, INT_MAX, -1);
  pos = __kiki_out_signed(pos, 1, 0, INT_MAX, -1);
  check(__kiki_fmt_count(pos) == want, "two INT_MAX fields: glibc %d, model %d", want,
        __kiki_fmt_count(pos));
  pos = __kiki_out_text(SIZE_MAX - 1, 5);
  check(__kiki_fmt_count(pos) == -1, "a wrapping jump leaves the count failed");
  memset(buf, MARK, BUF);
  pos = __kiki_fmt_s(buf, 8, 0, "abc", 0, INT_MAX, -1);
  pos = __kiki_fmt_s(buf, 8, pos, "abc", 0, INT_MAX, -1);
  pos = __kiki_fmt_s(buf, 8, pos, "abc", 0, INT_MAX, -1);
  pos = __kiki_fmt_d32(buf, 8, pos, 12345, 0, 0, -1);
  pos = __kiki_fmt_lit(buf, 8, pos, 'x');
  int ok = __kiki_fmt_count(pos) == -1;
  for (size_t i = 0; i < BUF; i++)
    ok &= (unsigned char)buf[i] == (i < 7 ? ' ' : MARK);
  check(ok, "fields past INT_MAX: count failed, nothing stored past the buffer");
}

/* ---- puts and the character functions --------------------------------- */

static void test_puts(void) {
  static const char *texts[] = {"", "a", "hello, world"};
  FILE *null = fopen("/dev/null", "w");
  int saved = dup(1), devnull = open("/dev/null", O_WRONLY);
  for (size_t i = 0; i < COUNT(texts); i++) {
    const char *s = guarded(texts[i], strlen(texts[i]) + 1);
    fflush(stdout);
    dup2(devnull, 1);
    int want = puts(s);
    fflush(stdout);
    dup2(saved, 1);
    check(kiki_model_puts(s) == want, "puts(%s)", show(s, strlen(s)));
    check(kiki_model_fputs(s, null) == fputs(s, null), "fputs(%s)", show(s, strlen(s)));
  }
  static const int chars[] = {0, 'a', 127, 128, 255, 256, -1, -128, 1000};
  for (size_t i = 0; i < COUNT(chars); i++) {
    int c = chars[i];
    check(kiki_model_fputc(c, null) == fputc(c, null), "fputc(%d)", c);
    check(kiki_model_putc(c, null) == putc(c, null), "putc(%d)", c);
    check(kiki_model_putchar(c) == (unsigned char)c, "putchar(%d)", c);
  }
  close(devnull);
  close(saved);
  fclose(null);
}

int main(void) {
  setup_guard();
  test_integers();
  test_random_integers();
  test_chars();
  test_strings();
  test_pointers();
  test_floats();
  test_float_writer();
  test_overflow();
  test_puts();
  printf("%lu passed, %lu failed\n", passed, failed);
  return failed != 0;
}
