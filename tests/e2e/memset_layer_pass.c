// A memset of more than 16 constant bytes is one layer, not a store per
// byte: reads through a pointer that may be either of two arrays, inside
// the filled range, around it and in a fill larger than 4096 bytes, all
// see the right bytes.
// EXIT: 0
// ARGS: --incremental-bmc --unwind 41
// EXPECT: ^\[main\.assertion\.1\] line 28 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 30 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 32 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.4\] line 35 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
char a[40], b[40];
char big[10000];

int main(void) {
  int c = __VERIFIER_nondet_int();
  int i = __VERIFIER_nondet_int();
  for (int j = 0; j < 40; j++) {
    a[j] = 1;
    b[j] = 2;
  }
  char *p = c ? a : b;
  memset(p + 4, 7, 30);
  if (i >= 4 && i < 34)
    assert((c ? a[i] : b[i]) == 7);
  if (i >= 34 && i < 40)
    assert(a[i] == 1 && b[i] == 2);
  if (i >= 0 && i < 4)
    assert(p[i] == (c ? 1 : 2));
  memset(big, 3, sizeof big);
  if (i >= 0 && i < 10000)
    assert(big[i] == 3);
  return 0;
}
