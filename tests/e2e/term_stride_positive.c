// ARGS: --termination --function sum_stride
// EXIT: 0
// EXPECT: ^\[sum_stride\.termination\.1\] line 18 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// sasum's loop (chapter Figure 7) with the precondition 0 < incx <= 1000,
// 0 <= n <= 1000: nincx - i drops by incx >= 1 (a fact from before the loop);
// i <= 1001000 and the sum is unsigned, so nothing overflows.
extern void __VERIFIER_assume(int);

unsigned long sum_stride(unsigned long *sx, int n, int incx)
{
  __VERIFIER_assume(incx > 0 && incx <= 1000);
  __VERIFIER_assume(n >= 0 && n <= 1000);
  int nincx = n * incx;
  unsigned long stemp = 0ul;
  int i;
  for (i = 0; incx < 0 ? i >= nincx : i <= nincx; i += incx)
    stemp += sx[i];
  return stemp;
}
