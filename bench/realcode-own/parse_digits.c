// EXPECT: SUCCESSFUL
// A hand-written decimal parser over 4 input bytes, with isdigit.
#include <ctype.h>
int main(void) {
  char in[5];
  for (int i = 0; i < 4; i++) in[i] = __VERIFIER_nondet_char();
  in[4] = 0;
  int value = 0;
  for (const char *p = in; *p && isdigit((unsigned char)*p); p++)
    value = value * 10 + (*p - '0');
  return value;
}
