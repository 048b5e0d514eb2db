// int m[3][4]: the inner index j == 4 is out of the row's bounds, even
// though m[i][4] would still lie inside the whole object for i < 2.
// EXIT: 10
// ARGS: --bounds-check
// EXPECT: ^\[main\.array_bounds\.\d+\] line 15 .*upper bound.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int m[3][4] = {{0}};
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 3 && j >= 0 && j <= 4);
  m[i][j] = 1;
  return 0;
}
