// Euclid's algorithm by subtraction (SV-COMP's gcd01): its two
// subtractions cannot overflow in any call, whatever the arguments, which
// the summary's analysis proves once for every call; the recursion's depth
// is unbounded, so unwinding alone never proves them.
// EXIT: 0
// ARGS: --signed-overflow-check --no-assertions --verbosity 2
// EXPECT: ^kiki: summary \[gcd\]: .*\(2 checks proved for every call\)$
// EXPECT: ^\[gcd\.overflow\.1\] line 18 .*: SUCCESS$
// EXPECT: ^\[gcd\.overflow\.2\] line 19 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
int gcd(int y1, int y2) {
  if (y1 <= 0 || y2 <= 0)
    return 0;
  if (y1 == y2)
    return y1;
  if (y1 > y2)
    return gcd(y1 - y2, y2);
  return gcd(y1, y2 - y1);
}
int main(void) {
  return gcd(__VERIFIER_nondet_int(), __VERIFIER_nondet_int());
}
