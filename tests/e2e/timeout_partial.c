// --timeout S: the failure found before the limit is reported with its
// verdict, the property still open is UNKNOWN with the reason.
// EXIT: 10
// ARGS: --incremental-bmc --timeout 2
// EXPECT: ^\[main\.assertion\.1\] line 13 assertion x != 7: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 16 assertion n >= 0: UNKNOWN$
// EXPECT: ^note: time limit \(2 s\)
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
int main(void) {
  int x = __VERIFIER_nondet_int();
  int n = 0;
  assert(x != 7);
  while (__VERIFIER_nondet_int())
    n++;
  assert(n >= 0);
  return 0;
}
