// Nondet values stay within the range of their C type.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 22 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 23 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 24 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.4\] line 25 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.5\] line 26 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int c = __VERIFIER_nondet_char();
  int uc = __VERIFIER_nondet_uchar();
  int s = __VERIFIER_nondet_short();
  int us = __VERIFIER_nondet_ushort();
  long long i = __VERIFIER_nondet_int();
  assert(c >= -128 && c <= 127);
  assert(uc >= 0 && uc <= 255);
  assert(s >= -32768 && s <= 32767);
  assert(us >= 0 && us <= 65535);
  assert(i >= -2147483648LL && i <= 2147483647LL);
  return 0;
}
