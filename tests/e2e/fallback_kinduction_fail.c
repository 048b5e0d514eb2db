// --k-induction with a domain: whichever engine runs (kIkI or the
// incremental BMC fallback), the bug at depth 3 is found.
// EXIT: 10
// ARGS: --k-induction --intervals
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    i++;
    assert(i != 3);
  }
  return 0;
}
