// --signed-overflow-check does not report unsigned wrap-around (defined in
// C); the signed operation is bounded and safe.
// EXIT: 0
// ARGS: --signed-overflow-check
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 1000);
  unsigned int u = __VERIFIER_nondet_uint();
  unsigned int v = u + 4000000000u;
  int y = x + 7;
  return y + (int)(v & 1u);
}
