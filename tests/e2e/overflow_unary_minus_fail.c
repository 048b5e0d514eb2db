// -x overflows for x == INT_MIN.
// EXIT: 10
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 10 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = -x;
  return y & 1;
}
