// Over the mathematical integers i >= 0 is an invariant; in C's 32-bit
// int (kiki wraps) i becomes negative after 2^31 increments, so the
// assertion can fail. PDR's mathematical invariant must not become a
// proof: on the exact clauses i >= 0 is not inductive, and PDR alone
// answers UNKNOWN (bounded model checking cannot reach the failure).
// EXIT: 5
// ARGS: --pdr
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int())
    i++;
  assert(i >= 0);
  return 0;
}
