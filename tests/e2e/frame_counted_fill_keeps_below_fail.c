// The counted frame keeps only what a loop has not written yet: here the
// second loop overwrites a[n..m) with 2, so a[k] == 1 fails for k >= n. A
// frame that kept the bytes from the index's entry value on (or forgot
// the direction of the count) would prove it. With only the domains'
// inference (these options: no unwinding) the honest answer is UNKNOWN;
// plain bounded model checking finds the failure.
// EXIT: 5
// ARGS: --arrays --intervals
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
int main(void) {
  int a[100];
  int m = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (m < 0 || m > 100 || n < 0 || n > m || k < 0 || k >= m)
    return 0;
  for (int i = 0; i < m; i++)
    a[i] = 1;
  for (int i = n; i < m; i++)
    a[i] = 2;
  if (a[k] != 1)
    reach_error();
  return 0;
}
