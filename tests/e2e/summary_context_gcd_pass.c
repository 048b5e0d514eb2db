// SV-COMP's gcd01 (Jan Leike, 2013): gcd(m, n) >= 1 for positive m and n.
// Without a context the summary only says gcd(y1, y2) >= 0 (0 for
// arguments below 1); main calls it with arguments of at least 1, which
// the recursive calls keep, and in that context the summary says
// gcd(y1, y2) >= 1, which proves the error unreachable at unwinding 1.
// EXIT: 0
// ARGS: --verbosity 2
// EXPECT: ^kiki: summary \[gcd\]: -gcd#return_value <= -1 .* in calls with -y1 <= -1 && -y2 <= -1$
// EXPECT: ^\[main\.assertion\.1\] line 27 call to reach_error: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern void abort(void);
void reach_error() {}
extern int __VERIFIER_nondet_int(void);
int gcd(int y1, int y2) {
  if (y1 <= 0 || y2 <= 0) return 0;
  if (y1 == y2) return y1;
  if (y1 > y2) return gcd(y1 - y2, y2);
  return gcd(y1, y2 - y1);
}
int main() {
  int m = __VERIFIER_nondet_int();
  if (m <= 0) return 0;
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int z = gcd(m, n);
  if (z < 1)
    reach_error();
  return 0;
}
