// ARGS: --termination --function sasum --trace
// EXIT: 10
// EXPECT: ^\[sasum\.termination\.1\] line 15 loop terminates: FAILURE$
// EXPECT: \bincx=0\b
// EXPECT: ^VERIFICATION FAILED$
// REJECT: ^VERIFICATION SUCCESSFUL$
// examples/sasum.c (chapter Figure 7): with incx == 0, nincx == 0 and i stays
// 0 <= 0 forever (stemp stays in range when sx[-1] == 0); any incx != 0 moves
// i monotonically, so the loop ends or overflows: the witness needs incx=0.
long sasum(long *sx, int n, int incx)
{
  int nincx = n * incx;
  long stemp = 0l;
  int i;
  for (i = 0; incx < 0 ? i >= nincx : i <= nincx; i += incx)
  {
    stemp += sx[i-1];
  }
  return stemp;
}
