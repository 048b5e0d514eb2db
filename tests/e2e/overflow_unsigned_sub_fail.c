// With --unsigned-overflow-check, 0u - 1 is reported.
// EXIT: 10
// ARGS: --unsigned-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 .*unsigned.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  __VERIFIER_assume(u < 10u);
  unsigned int v = u - 1u;
  return (int)(v & 1u);
}
