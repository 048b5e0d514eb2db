// EXPECT: SUCCESSFUL
// A key=value record parser: two fields whose lengths come from a header
// byte are copied out of 8 input bytes with memcpy of symbolic length, joined
// and scanned. Before guarded copies, kIkI alone took 121 s and 5 GB here.
#include <string.h>
unsigned char nondet_uchar(void);
int main(void) {
  unsigned char in[8];
  for (int i = 0; i < 8; i++)
    in[i] = nondet_uchar();
  unsigned a = in[0] & 3, b = (in[0] >> 2) & 3;
  char name[8], value[8], line[16], copy[16];
  memcpy(name, in + 1, a);
  name[a] = 0;
  memcpy(value, in + 1 + a, b);
  value[b] = 0;
  memcpy(line, name, a);
  line[a] = '=';
  memcpy(line + a + 1, value, b + 1);
  memcpy(copy, line, strlen(line) + 1);
  unsigned n = 0;
  for (unsigned i = 0; copy[i]; i++)
    if (copy[i] == '=')
      n++;
  return n >= 1 ? 0 : 1;
}
