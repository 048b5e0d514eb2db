// With --unsigned-overflow-check, wrap-around of unsigned + is reported.
// EXIT: 10
// ARGS: --unsigned-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 10 .*unsigned.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  unsigned int v = u + 1u;
  return (int)(v & 1u);
}
