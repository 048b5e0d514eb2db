// The same digit loop in 32 bits with 12 digits overflows at the 10th: the
// ranges of the values before it do not hide the product that leaves int.
// EXIT: 10
// ARGS: --incremental-bmc --signed-overflow-check --stop-on-fail
// EXPECT: ^\[main\.overflow\.[13]\] line 14 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern char __VERIFIER_nondet_char(void);

int main(void) {
  int v = 0;
  int n = 0;
  char c = __VERIFIER_nondet_char();
  while (n < 12 && c >= '0' && c <= '9') {
    v = v * 10 + (c - '0');
    c = __VERIFIER_nondet_char();
    n++;
  }
  return v % 1000;
}
