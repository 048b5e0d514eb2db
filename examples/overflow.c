/* Doubling a positive int overflows after at most 31 iterations. The
 * assumption bounds the loop so that BMC with --unwind 32 covers it. */
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool condition);

int main() {
  int x = __VERIFIER_nondet_int();
  int steps = __VERIFIER_nondet_int();
  __CPROVER_assume(x > 0 && steps >= 0 && steps <= 31);
  for (int i = 0; i < steps; ++i)
    x = x * 2;
  return x;
}
