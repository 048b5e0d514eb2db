// x = 2y holds at the head, exactly on the unbounded integers. After the
// loop, x == 2z is a fact modulo 2^32 only: 2y = 2z there leaves y = z +
// 2^31 possible (z = 0 after 2^31 iterations, where x has wrapped to 0), so
// the assertion can fail. y - z is (x - 2z)/2 - (x - 2y)/2: the halves are
// no certificate modulo 2^32, and the polynomial equalities must not prove
// it. The failure is too deep to be found: UNKNOWN.
// ARGS: --pdr --timeout 3
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 21 .*: UNKNOWN$
// REJECT: SUCCESS
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned z = __VERIFIER_nondet_uint();
  unsigned x = 0, y = 0;
  while (__VERIFIER_nondet_uint()) {
    x += 2;
    y += 1;
  }
  if (x == 2 * z)
    assert(y == z);
  return 0;
}
