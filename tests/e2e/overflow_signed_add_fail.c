// x + 1 overflows for x == INT_MAX.
// EXIT: 10
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 10 .*overflow.*signed \+.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  return y & 1;
}
