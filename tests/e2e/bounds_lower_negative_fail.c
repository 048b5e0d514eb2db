// a[i] with i in [-1, 4] on int a[5]: lower bound violated for i == -1.
// EXIT: 10
// ARGS: --bounds-check
// EXPECT: ^\[main\.array_bounds\.\d+\] line 14 .*lower bound.*: FAILURE$
// EXPECT: ^\[main\.array_bounds\.\d+\] line 14 .*upper bound.*: SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= -1 && i < 5);
  int v = a[i];
  return v;
}
