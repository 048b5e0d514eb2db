// A 64-bit digit loop of at most 15 digits cannot overflow: the ranges of
// the values named at each iteration's head bound every product and sum,
// so the overflow checks are decided while encoding (the bounded queries of
// such a loop used to stall from the 8th iteration on), and the complete
// unwinding proves them.
// EXIT: 0
// ARGS: --incremental-bmc --signed-overflow-check --stats
// EXPECT: ^\[main\.overflow\.1\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.overflow\.2\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.overflow\.3\] line 21 .*: SUCCESS$
// EXPECT: ^\[main\.overflow\.4\] line 23 .*: SUCCESS$
// EXPECT: overflow-checks-by-ranges=([3-9]|[1-9][0-9]+) 
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern char __VERIFIER_nondet_char(void);

int main(void) {
  long v = 0;
  int n = 0;
  char c = __VERIFIER_nondet_char();
  while (n < 15 && c >= '0' && c <= '9') {
    v = v * 10 + (c - '0');
    c = __VERIFIER_nondet_char();
    n++;
  }
  return (int)(v % 1000);
}
