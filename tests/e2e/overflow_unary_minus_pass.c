// -x cannot overflow once x == INT_MIN is excluded.
// EXIT: 0
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x != -2147483647 - 1);
  int y = -x;
  return y & 1;
}
