// Bounded unsigned arithmetic does not wrap.
// EXIT: 0
// ARGS: --unsigned-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  __VERIFIER_assume(u < 1000u);
  unsigned int v = u * 4000000u;
  return (int)(v & 1u);
}
