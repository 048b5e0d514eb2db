// Character arithmetic and unsigned char wrap-around.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 19 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);

int main(void) {
  char d = __VERIFIER_nondet_char();
  __VERIFIER_assume(d >= '0' && d <= '9');
  int v = d - '0';
  char c = 'a';
  c += 2;
  assert(v >= 0 && v <= 9 && c == 'c' && 'z' - 'a' == 25);
  unsigned char u = 250;
  u += 10;
  assert(u == 4);
  return 0;
}
