/* Differential test of src/libc/stdlib.c against the host glibc:
 *  - abs labs llabs on the extremes and around zero;
 *  - strtol strtoul strtoll strtoull on fixed and random strings in every
 *    base 0, 2..36 and some invalid ones, comparing the value, where
 *    *endptr ends up (or that it was left alone) and errno, both from
 *    errno == 0 and from a non-zero errno that a success must keep;
 *  - atoi atol atoll on the same strings;
 *  - qsort on random int arrays and 3-byte records (with equal keys, so
 *    the order of equal elements is compared too), checking that the
 *    comparator only sees elements of the array;
 *  - bsearch on sorted arrays with duplicates, present and absent keys,
 *    comparing the element found and the sequence of probes.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int kiki_model_abs(int);
long kiki_model_labs(long);
long long kiki_model_llabs(long long);
long kiki_model_strtol(const char *, char **, int);
unsigned long kiki_model_strtoul(const char *, char **, int);
long long kiki_model_strtoll(const char *, char **, int);
unsigned long long kiki_model_strtoull(const char *, char **, int);
int kiki_model_atoi(const char *);
long kiki_model_atol(const char *);
long long kiki_model_atoll(const char *);
void kiki_model_qsort(void *, size_t, size_t,
                      int (*)(const void *, const void *));
void *kiki_model_bsearch(const void *, const void *, size_t, size_t,
                         int (*)(const void *, const void *));

static int passed, failed;

static void pass(void) { passed++; }

/* Counts a failure; the caller prints what differed. */
static int fail(void) {
  failed++;
  return 0;
}

/* ---- abs -------------------------------------------------------------- */

static void test_abs(void) {
  static const long long values[] = {
      0, 1, -1, 2, -2, 12345, -12345, INT_MAX, INT_MIN, INT_MIN + 1,
      LONG_MAX, LONG_MIN, LONG_MIN + 1, LLONG_MAX, LLONG_MIN, LLONG_MIN + 1};
  for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++) {
    long long v = values[i];
    if (v >= INT_MIN && v <= INT_MAX) {
      int m = kiki_model_abs((int)v), g = abs((int)v);
      if (m == g) pass();
      else printf("FAIL abs(%lld): model %d, glibc %d\n", v, m, g), fail();
    }
    if (v >= LONG_MIN && v <= LONG_MAX) {
      long m = kiki_model_labs((long)v), g = labs((long)v);
      if (m == g) pass();
      else printf("FAIL labs(%lld): model %ld, glibc %ld\n", v, m, g), fail();
    }
    long long m = kiki_model_llabs(v), g = llabs(v);
    if (m == g) pass();
    else printf("FAIL llabs(%lld): model %lld, glibc %lld\n", v, m, g), fail();
  }
}

/* ---- strto* ----------------------------------------------------------- */

/* The outcome of one conversion: the value as unsigned long long bits,
 * where *endptr points (offset from the string, or -1 when it was left at
 * the sentinel, -2 when no endptr was passed) and errno afterwards. */
struct outcome {
  unsigned long long value;
  long end;
  int err;
};

enum which { STRTOL, STRTOUL, STRTOLL, STRTOULL, ATOI, ATOL, ATOLL };
static const char *const which_name[] = {"strtol", "strtoul", "strtoll",
                                         "strtoull", "atoi", "atol", "atoll"};

static char sentinel;

static unsigned long long call(enum which w, int model, const char *s,
                               char **end, int base) {
  switch (w) {
  case STRTOL:
    return model ? kiki_model_strtol(s, end, base) : strtol(s, end, base);
  case STRTOUL:
    return model ? kiki_model_strtoul(s, end, base) : strtoul(s, end, base);
  case STRTOLL:
    return model ? kiki_model_strtoll(s, end, base) : strtoll(s, end, base);
  case STRTOULL:
    return model ? kiki_model_strtoull(s, end, base) : strtoull(s, end, base);
  case ATOI:
    return model ? kiki_model_atoi(s) : atoi(s);
  case ATOL:
    return model ? kiki_model_atol(s) : atol(s);
  case ATOLL:
    return model ? kiki_model_atoll(s) : atoll(s);
  }
  return 0;
}

static struct outcome run(enum which w, int model, const char *s, int base,
                          int errno_before, int pass_endptr) {
  struct outcome o;
  char *end = &sentinel;
  errno = errno_before;
  o.value = call(w, model, s, pass_endptr ? &end : NULL, base);
  o.err = errno;
  if (!pass_endptr)
    o.end = -2;
  else if (end == &sentinel)
    o.end = -1;
  else
    o.end = end - s;
  return o;
}

/* Prints s with its non-printing bytes escaped. */
static void print_string(const char *s) {
  putchar('"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
      putchar(c);
    else
      printf("\\x%02x", c);
  }
  putchar('"');
}

static void compare(enum which w, const char *s, int base, int errno_before,
                    int pass_endptr) {
  struct outcome m = run(w, 1, s, base, errno_before, pass_endptr);
  struct outcome g = run(w, 0, s, base, errno_before, pass_endptr);
  if (m.value == g.value && m.end == g.end && m.err == g.err) {
    pass();
    return;
  }
  fail();
  printf("FAIL %s(", which_name[w]);
  print_string(s);
  printf(", base %d, errno before %d, endptr %s): model %llu end %ld errno %d,"
         " glibc %llu end %ld errno %d\n",
         base, errno_before, pass_endptr ? "given" : "NULL", m.value, m.end,
         m.err, g.value, g.end, g.err);
}

/* All the ways of calling with one string and base. */
static void compare_all(const char *s, int base) {
  for (enum which w = STRTOL; w <= STRTOULL; w++) {
    compare(w, s, base, 0, 1);
    compare(w, s, base, 4242, 1); /* errno must survive a success */
  }
  compare(STRTOL, s, base, 0, 0);
  compare(STRTOULL, s, base, 0, 0);
}

static const char *const fixed_strings[] = {
    "", " ", "   ", " \t\n\v\f\r", "+", "-", "+-1", "-+1", "--1", " +", " -",
    "0", "-0", "  -0", "+0", "00", "007", "08", "09", "0 ", "1 2", "12abc",
    "0x", "0X", "0x1g", "0xg", "-0x", " +0x", "0x0", "0x10", "0XfF", "0x-1",
    "0x 1", "00x1", "0b101", "0B1", "x1", "0xx1",
    "1", "-1", "+1", "42", "-42", "123456789", "0777", "-0777", "0x7f",
    "zz", "ZZ", "Zz9_", "z", "10", "-10", "1z", "az", "1234567890",
    "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "1111111111111111111111111111111111111111111111111111111111111111",
    "11111111111111111111111111111111111111111111111111111111111111111",
    "-1111111111111111111111111111111111111111111111111111111111111111",
    "-1000000000000000000000000000000000000000000000000000000000000000",
    "-1000000000000000000000000000000000000000000000000000000000000001",
    "zzzzzzzzzzzzz", "-zzzzzzzzzzzzz", "3w5e11264sgsf", "3w5e11264sgsg",
    "1y2p0ij32e8e7", "1y2p0ij32e8e8", "-1y2p0ij32e8e8", "-1y2p0ij32e8e9",
    /* 32-bit limits (long and unsigned long on i386; int for atoi). */
    "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295",
    "4294967296", "-4294967295", "-4294967296", "-4294967297",
    "0x7fffffff", "0x80000000", "-0x80000000", "-0x80000001", "0xffffffff",
    "0x100000000", "017777777777", "020000000000", "037777777777",
    "040000000000",
    /* 64-bit limits. */
    "9223372036854775807", "9223372036854775808", "9223372036854775809",
    "-9223372036854775807", "-9223372036854775808", "-9223372036854775809",
    "18446744073709551615", "18446744073709551616", "18446744073709551617",
    "-18446744073709551615", "-18446744073709551616", "-18446744073709551617",
    "0x7fffffffffffffff", "0x8000000000000000", "-0x8000000000000000",
    "-0x8000000000000001", "0xffffffffffffffff", "0x10000000000000000",
    "-0xffffffffffffffff", "-0x10000000000000000", "0777777777777777777777",
    "01000000000000000000000", "01777777777777777777777",
    "02000000000000000000000", "99999999999999999999999999999999",
    "-99999999999999999999999999999999", "  -99999999999999999999 tail",
    "000000000000000000000000000000000000000000001",
    /* Bytes outside ASCII and near-spaces: never spaces or digits. */
    "\xa0" "1", "\x85" "1", "1\xff", "\xff", "\x1c" "1", "\x1f" "1", "\x7f" "1",
    "\xb2", "\b1", "\v1", "\f1", "\r1", " \t\n\v\f\r-12", "\t-\t1", "-\t1",
    "+ 1", "\n\n\n0x1F\n",
};

/* Random strings over an alphabet that makes interesting prefixes likely. */
static void random_string(char *buf, size_t cap) {
  static const char alphabet[] = " \t\n\v\f\r\b+-0000011179xXzZaAfFgG\xff\x80";
  size_t len = (size_t)rand() % (cap - 1);
  for (size_t i = 0; i < len; i++)
    buf[i] = alphabet[rand() % (int)(sizeof alphabet - 1)];
  buf[len] = '\0';
}

static void test_strto(void) {
  static const int invalid_bases[] = {1, -1, 37, 100, INT_MIN, INT_MAX};
  for (unsigned i = 0; i < sizeof fixed_strings / sizeof fixed_strings[0];
       i++) {
    const char *s = fixed_strings[i];
    compare_all(s, 0);
    for (int base = 2; base <= 36; base++)
      compare_all(s, base);
    for (unsigned b = 0; b < sizeof invalid_bases / sizeof invalid_bases[0];
         b++)
      compare_all(s, invalid_bases[b]);
    for (enum which w = ATOI; w <= ATOLL; w++) {
      compare(w, s, 10, 0, 0);
      compare(w, s, 10, 4242, 0);
    }
  }
  static const int random_bases[] = {0, 2, 8, 10, 16, 36};
  srand(1);
  for (int n = 0; n < 3000; n++) {
    char buf[24];
    random_string(buf, sizeof buf);
    for (unsigned b = 0; b < sizeof random_bases / sizeof random_bases[0]; b++)
      compare_all(buf, random_bases[b]);
    compare(ATOI, buf, 10, 0, 0);
  }
}

/* ---- qsort ------------------------------------------------------------ */

/* The array being sorted by the model, to check the comparator only gets
 * pointers to its elements. */
static const char *sort_base;
static size_t sort_count, sort_size;
static int stray_pointer;

static void check_element(const void *p) {
  const char *c = p;
  if (sort_base == NULL)
    return;
  if (c < sort_base || c >= sort_base + sort_count * sort_size ||
      (size_t)(c - sort_base) % sort_size != 0)
    stray_pointer = 1;
}

static int compare_ints(const void *a, const void *b) {
  check_element(a);
  check_element(b);
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

/* 3-byte records ordered by their first byte only, so records with equal
 * keys but different payloads show whether equal elements keep glibc's
 * order. */
static int compare_records(const void *a, const void *b) {
  check_element(a);
  check_element(b);
  return (int)*(const unsigned char *)a - (int)*(const unsigned char *)b;
}

static void check_sort(const char *what, void *data, size_t n, size_t size,
                       int (*cmp)(const void *, const void *)) {
  char model[600], libc[600];
  memcpy(model, data, n * size);
  memcpy(libc, data, n * size);
  sort_base = model;
  sort_count = n;
  sort_size = size;
  stray_pointer = 0;
  kiki_model_qsort(model, n, size, cmp);
  sort_base = NULL;
  qsort(libc, n, size, cmp);
  int sorted = 1;
  for (size_t i = 1; i < n; i++)
    if (cmp(model + (i - 1) * size, model + i * size) > 0)
      sorted = 0;
  if (sorted && !stray_pointer && memcmp(model, libc, n * size) == 0) {
    pass();
    return;
  }
  fail();
  printf("FAIL qsort %s n=%zu:%s%s%s\n", what, n, sorted ? "" : " not sorted",
         stray_pointer ? " comparator got a stray pointer" : "",
         memcmp(model, libc, n * size) ? " differs from glibc" : "");
}

static void test_qsort(void) {
  srand(2);
  for (int round = 0; round < 400; round++) {
    size_t n = (size_t)(round % 60);
    int range = round % 3 == 0 ? 5 : 1000; /* many duplicates, or few */
    int ints[60];
    unsigned char records[60 * 3];
    for (size_t i = 0; i < n; i++)
      ints[i] = rand() % range - range / 2;
    for (size_t i = 0; i < n * 3; i++)
      records[i] = (unsigned char)(i % 3 == 0 ? rand() % 8 : rand());
    check_sort("ints", ints, n, sizeof ints[0], compare_ints);
    check_sort("3-byte records", records, n, 3, compare_records);
  }
  /* Already sorted, reversed and a 1-byte element type. */
  int up[40], down[40];
  for (int i = 0; i < 40; i++)
    up[i] = i, down[i] = 40 - i;
  check_sort("sorted", up, 40, sizeof up[0], compare_ints);
  check_sort("reversed", down, 40, sizeof down[0], compare_ints);
  unsigned char bytes[50];
  for (int i = 0; i < 50; i++)
    bytes[i] = (unsigned char)rand();
  check_sort("bytes", bytes, 50, 1, compare_records);
}

/* ---- bsearch ---------------------------------------------------------- */

/* The indices bsearch probed, in order. */
static const char *probe_base;
static size_t probe_size;
static size_t probes[64];
static int probe_count;

static int compare_key_int(const void *key, const void *elem) {
  if (probe_count < 64)
    probes[probe_count++] =
        (size_t)((const char *)elem - probe_base) / probe_size;
  int x = *(const int *)key, y = *(const int *)elem;
  return (x > y) - (x < y);
}

static int compare_key_record(const void *key, const void *elem) {
  if (probe_count < 64)
    probes[probe_count++] =
        (size_t)((const char *)elem - probe_base) / probe_size;
  return (int)*(const unsigned char *)key - (int)*(const unsigned char *)elem;
}

static void check_search(const char *what, const void *key, const void *base,
                         size_t n, size_t size,
                         int (*cmp)(const void *, const void *)) {
  size_t model_probes[64];
  probe_base = base;
  probe_size = size;
  probe_count = 0;
  const char *m = kiki_model_bsearch(key, base, n, size, cmp);
  int model_count = probe_count;
  memcpy(model_probes, probes, sizeof probes);
  probe_count = 0;
  const char *g = bsearch(key, base, n, size, cmp);
  if (m == g && model_count == probe_count &&
      memcmp(model_probes, probes, (size_t)probe_count * sizeof probes[0]) ==
          0) {
    pass();
    return;
  }
  fail();
  printf("FAIL bsearch %s n=%zu: model index %ld (%d probes), glibc index %ld"
         " (%d probes)\n",
         what, n, m ? (long)((m - (const char *)base) / (long)size) : -1L,
         model_count, g ? (long)((g - (const char *)base) / (long)size) : -1L,
         probe_count);
}

static void test_bsearch(void) {
  srand(3);
  for (int round = 0; round < 200; round++) {
    size_t n = (size_t)(round % 45);
    int range = round % 2 == 0 ? 6 : 100;
    int ints[45];
    unsigned char records[45 * 3];
    for (size_t i = 0; i < n; i++)
      ints[i] = rand() % range;
    for (size_t i = 0; i < n * 3; i++)
      records[i] = (unsigned char)(i % 3 == 0 ? rand() % range : rand());
    sort_base = NULL;
    qsort(ints, n, sizeof ints[0], compare_ints);
    qsort(records, n, 3, compare_records);
    /* Every key from below the smallest to above the largest. */
    for (int key = -1; key <= range; key++) {
      unsigned char record_key[3] = {(unsigned char)key, 0, 0};
      check_search("ints", &key, ints, n, sizeof ints[0], compare_key_int);
      if (key >= 0)
        check_search("3-byte records", record_key, records, n, 3,
                     compare_key_record);
    }
  }
}

int main(void) {
  test_abs();
  test_strto();
  test_qsort();
  test_bsearch();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
