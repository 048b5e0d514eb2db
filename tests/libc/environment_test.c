/* The input models keep the C library's promises for any choice of the
 * non-deterministic values (drawn at random here). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int kiki_model_getchar(void);
char *kiki_model_fgets(char *s, int n, void *stream);
int kiki_model_rand(void);
long kiki_model_time(long *t);

static unsigned state = 12345;
static unsigned next(void) { state = state * 1103515245u + 12345u; return state >> 8; }
static int assumed;
int __VERIFIER_nondet_int(void) { return (int)(next() % 600) - 300 + (next() % 2 ? 0 : (int)next()); }
long __VERIFIER_nondet_long(void) { return (long)next() - 1000; }
char __VERIFIER_nondet_char(void) { return (char)next(); }
unsigned int __VERIFIER_nondet_uint(void) { return next(); }
unsigned long __VERIFIER_nondet_ulong(void) { return next(); }
/* A failed assumption discards the run: the test repeats the call. */
#include <setjmp.h>
static jmp_buf retry;
void __VERIFIER_assume(int condition) { if (!condition) { assumed++; longjmp(retry, 1); } }

int main(void) {
  int passed = 0, failed = 0;
  for (int round = 0; round < 20000; ++round) {
    volatile int c;
    if (setjmp(retry) == 0) {
      c = kiki_model_getchar();
      if (c >= -1 && c <= 255) passed++; else { failed++; printf("getchar %d\n", c); }
    }
    if (setjmp(retry) == 0) {
      int r = kiki_model_rand();
      if (r >= 0 && r <= 2147483647) passed++; else { failed++; printf("rand %d\n", r); }
    }
    if (setjmp(retry) == 0) {
      char buf[16];
      memset(buf, 'X', sizeof buf);
      int n = (int)(round % 18) - 1;
      char *r = kiki_model_fgets(buf, n, NULL);
      int ok = r == NULL || (r == buf && memchr(buf, 0, n > 0 ? (size_t)n : 0) != NULL &&
                             strlen(buf) < (size_t)n && (strchr(buf, '\n') == NULL ||
                             strchr(buf, '\n') == buf + strlen(buf) - 1));
      if (n <= 0 && r != NULL) ok = 0;
      if (ok) passed++; else { failed++; printf("fgets n=%d\n", n); }
    }
    if (setjmp(retry) == 0) {
      long t = 0, v = kiki_model_time(&t);
      if (v == t) passed++; else { failed++; printf("time\n"); }
    }
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
