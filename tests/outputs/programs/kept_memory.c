/* A read-only search loop (while) after a loop that writes (for): the
 * search exits with the memory it was entered with (no exit memory
 * variable), the filling loop with a variable (tests/outputs/kept_memory_test.py).
 * The filling loop may stop at any iteration (an input read in each), so
 * that plain BMC does not complete it at once (a completed loop's exit
 * memory is no variable; a bound read from an initialised global is now
 * decided by the encoding, Unwinder::unwindWhileDetermined). */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assert(int);
int main(void) {
  char buf[6];
  for (int i = 0; i < 5 && __VERIFIER_nondet_uchar() != 7; i++)
    buf[i] = (char)(__VERIFIER_nondet_uchar() % 3);
  buf[5] = 0;
  unsigned n = 0;
  while (buf[n] != 0)
    n++;
  __VERIFIER_assert(n <= 5);
  __VERIFIER_assert(n == 5 || buf[n] == 0);
#ifdef WRONG
  __VERIFIER_assert(n < 5); /* false: all five bytes may be non-zero */
#else
  __VERIFIER_assert(n < 5 || buf[0] != 0);
#endif
  return 0;
}
