// With --64 a long is 64 bits wide: 2147483647L + 1 does not overflow.
// EXIT: 0
// ARGS: --64 --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
long __VERIFIER_nondet_long(void);
void __VERIFIER_assume(int);

int main(void) {
  long l = __VERIFIER_nondet_long();
  __VERIFIER_assume(l >= 0 && l <= 2147483647L);
  long m = l + 1;
  return (int)(m & 1);
}
