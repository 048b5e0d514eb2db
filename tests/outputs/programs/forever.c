// Counts down by 2 from an odd start: it never reaches 0 unless it wraps.
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (x % 2 == 0)
    return 0;
  while (x != 0)
    x = x == 1 ? 3 : x - 2;
  return 0;
}
