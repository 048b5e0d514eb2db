// The array case: a[i] gets the powers of 3, so the segment a[0..i) holds
// odd numbers, never 0, which its interval rows cannot say (through
// wrap-around; `a[j] % 2` would give x congruence rows); the UNKNOWN names the
// segment's elements at the loop that fills it.
// ARGS: --unwind 1 --no-portfolio
// EXIT: 5
// EXPECT: ^\[main\.assertion\.1\] line 24 assertion a\[j\] != 0: UNKNOWN$
// EXPECT: ^  imprecise value of array elements a\[k\] for i@entry <= k < i at the end of the loop starting at line 18$
// REJECT: variable "i"
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned a[1000];
  unsigned x = 1;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000)
    return 0;
  for (int i = 0; i < n; i++) {
    a[i] = x;
    x = x * 3;
  }
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < n)
    assert(a[j] != 0);
  return 0;
}
