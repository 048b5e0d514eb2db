// With --32 a long is 32 bits wide: LONG_MAX + 1 overflows there.
// EXIT: 10
// ARGS: --32 --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
long __VERIFIER_nondet_long(void);
void __VERIFIER_assume(int);

int main(void) {
  long l = __VERIFIER_nondet_long();
  __VERIFIER_assume(l >= 2147483647L);
  long m = l + 1;
  return (int)(m & 1);
}
