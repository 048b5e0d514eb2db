// The failing variant of memset_layer_pass.c: the last byte of each fill
// is asked to differ from the filled value. The reads through a pointer
// that may be either of two arrays, and in a fill larger than 4096 bytes,
// see the filled bytes (memset of more than 16 bytes is one layer).
// EXIT: 10
// ARGS: --incremental-bmc --unwind 41
// EXPECT: ^\[main\.assertion\.1\] line 28 .*: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 30 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 32 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.4\] line 35 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
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
    assert((c ? a[i] : b[i]) == 7 && i != 33);
  if (i >= 34 && i < 40)
    assert(a[i] == 1 && b[i] == 2);
  if (i >= 0 && i < 4)
    assert(p[i] == (c ? 1 : 2));
  memset(big, 3, sizeof big);
  if (i >= 0 && i < 10000)
    assert(big[i] == 3 && i != 9999);
  return 0;
}
