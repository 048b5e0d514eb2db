/* Figure 7 of the 2LS book chapter (section 3.3): array summation from a
 * linear algebra package. With incx = 0 the loop never ends (i stays 0). */
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
