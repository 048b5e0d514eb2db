/* What a program gets from outside: input bytes, random numbers, the time.
 * Values are non-deterministic within the range the C library promises;
 * writes go through the caller's pointers, so they are checked. */
#include "model.h"

#define KIKI_EOF (-1)
#define KIKI_RAND_MAX 2147483647

typedef long kiki_time_t;

/* One input byte as an unsigned char, or EOF. */
static int kiki_input_byte(void) {
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= KIKI_EOF && c <= 255);
  return c;
}

int KIKI_FN(getchar)(void) { return kiki_input_byte(); }

/* The stream is not read: what it holds is not modelled, only that a byte
 * or EOF comes back. */
int KIKI_FN(fgetc)(void *stream) { return kiki_input_byte(); }
int KIKI_FN(getc)(void *stream) { return kiki_input_byte(); }

/* Reads at most n - 1 bytes, stops after a newline, and NUL-terminates; or
 * returns NULL (end of input or an error) with s unspecified. */
char *KIKI_FN(fgets)(char *s, int n, void *stream) {
  if (n <= 0 || __VERIFIER_nondet_int())
    return NULL;
  size_t room = (size_t)n - 1;
  size_t i = 0;
  while (i < room) {
    char c = __VERIFIER_nondet_char();
    __VERIFIER_assume(c != 0);
    s[i] = c;
    ++i;
    if (c == '\n' || __VERIFIER_nondet_int())
      break;
  }
  s[i] = 0;
  return s;
}

int KIKI_FN(rand)(void) {
  int r = __VERIFIER_nondet_int();
  __VERIFIER_assume(r >= 0 && r <= KIKI_RAND_MAX);
  return r;
}

long KIKI_FN(random)(void) {
  long r = __VERIFIER_nondet_long();
  __VERIFIER_assume(r >= 0 && r <= KIKI_RAND_MAX);
  return r;
}

void KIKI_FN(srand)(unsigned int seed) {}
void KIKI_FN(srandom)(unsigned int seed) {}

kiki_time_t KIKI_FN(time)(kiki_time_t *t) {
  kiki_time_t now = __VERIFIER_nondet_long();
  if (t)
    *t = now;
  return now;
}
