// Not in the loop-free prefix: check() runs before the loop and in it, and
// the assertion after the loop comes after it. Both fail only in the third
// iteration (i = 14, then 30), beyond --unwind 2, so both must stay
// UNKNOWN: a prefix that took them in would prove them (checked by making
// every check a prefix one).
// ARGS: --incremental-bmc --unwind 2
// EXIT: 5
// EXPECT: ^\[check\.assertion\.1\] line 15 assertion v != 30: UNKNOWN$
// EXPECT: ^\[main\.assertion\.1\] line 24 assertion i != 14: UNKNOWN$
// REJECT: SUCCESS
#include <assert.h>
int __VERIFIER_nondet_int(void);


void check(int v) { assert(v != 30); }

int main(void) {
  check(0);
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    i = 2 * i + 2;
    check(i);
  }
  assert(i != 14);
  return 0;
}
