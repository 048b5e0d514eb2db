/* A divisor counted down inside a loop reaches zero on the 5th iteration
 * when the loop runs long enough (n > 4). */
extern unsigned __VERIFIER_nondet_uint(void);

int main() {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned total = 0;
  for (unsigned i = 0; i < n && i < 8; ++i)
    total += 100 / (4 - i);
  return (int)total;
}
