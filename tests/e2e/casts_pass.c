// Integer conversions: sign extension, zero extension, truncation.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 19 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 22 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.4\] line 24 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern signed char __VERIFIER_nondet_char(void);

int main(void) {
  signed char c = __VERIFIER_nondet_char();
  int i = c;
  unsigned char uc = (unsigned char)c;
  assert(i < 0 ? uc == i + 256 : uc == i);
  unsigned int big = 0xabcd1234u;
  unsigned short us = (unsigned short)big;
  unsigned char low = (unsigned char)big;
  assert(us == 0x1234 && low == 0x34);
  long long sx = (int)-5;
  unsigned long long zx = (unsigned int)-1;
  assert(sx == -5 && zx == 4294967295ULL);
  unsigned int from_neg = (unsigned int)(signed char)-2;
  assert(from_neg == 0xfffffffeu);
  return 0;
}
