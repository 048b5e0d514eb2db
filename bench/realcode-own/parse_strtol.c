// EXPECT: SUCCESSFUL
// strtol over 4 untrusted bytes: the end pointer stays in the buffer.
#include <assert.h>
#include <stdlib.h>
int main(void) {
  char in[5];
  for (int i = 0; i < 4; i++) in[i] = __VERIFIER_nondet_char();
  in[4] = 0;
  char *end;
  long v = strtol(in, &end, 10);
  assert(end >= in && end <= in + 4);
  return (int)(v & 1);
}
