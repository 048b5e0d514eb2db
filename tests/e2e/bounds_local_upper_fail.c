// a[i] with i in [0, 5] on int a[5]: upper bound violated for i == 5.
// EXIT: 10
// ARGS: --bounds-check
// EXPECT: ^\[main\.array_bounds\.\d+\] line 14 .*lower bound.*: SUCCESS$
// EXPECT: ^\[main\.array_bounds\.\d+\] line 14 .*upper bound.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int a[5] = {0};
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 5);
  a[i] = 1;
  return 0;
}
