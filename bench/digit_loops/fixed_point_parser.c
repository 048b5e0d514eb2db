/* A fixed-point parser: digits before and after a point; the integer part
 * overflows a 64-bit long after 19 digits. Other loops: skipping spaces,
 * counting the fraction's digits, and a checksum over the whole text. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#define LEN 24

static int is_digit(char c) { return c >= '0' && c <= '9'; }

long parse(const char *s, int *scale) {
  long v = 0;
  while (*s == ' ') s++;
  while (is_digit(*s)) {
    v = v * 10 + (*s - '0');
    s++;
  }
  *scale = 0;
  if (*s == '.') {
    s++;
    while (is_digit(*s) && *scale < 6) {
      v = v * 10 + (*s - '0');
      (*scale)++;
      s++;
    }
  }
  return v;
}

int main(void) {
  char text[LEN + 1];
  for (int i = 0; i < LEN; i++) text[i] = __VERIFIER_nondet_char();
  text[LEN] = 0;
  unsigned sum = 0;
  for (const char *p = text; *p; p++) sum = sum * 31u + (unsigned char)*p;
  int scale;
  long v = parse(text, &scale);
  assert(scale <= 6);
  return (int)(v + sum);
}
