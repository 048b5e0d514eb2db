// x + 1 cannot overflow when x < 100 (and x - 1 when x > -100).
// EXIT: 0
// ARGS: --signed-overflow-check
// EXPECT: ^\[main\.overflow\.1\] line 13 .*: SUCCESS$
// EXPECT: ^\[main\.overflow\.2\] line 14 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -100 && x < 100);
  int y = x + 1;
  int z = x - 1;
  return y + z;
}
