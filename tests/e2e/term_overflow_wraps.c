// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 17 loop terminates: SUCCESS$
// EXPECT: j \+ k may happen \(undefined behaviour\); the loops terminate also where it wraps around
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// i counts to 1000000, so the loop ends; j sums k = k0, k0 - 1, ... and does
// overflow (j is about -i*i/2). The ranking function -i does not depend on j:
// termination holds for every execution without undefined behaviour and with
// two's-complement wrap-around; the overflow is reported as a note.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 1, j = 1, k = __VERIFIER_nondet_int();
  if (k < 0 || k > 1)
    return 0;
  while (i < 1000000) {
    i = i + 1;
    j = j + k;
    k = k - 1;
  }
  return 0;
}
