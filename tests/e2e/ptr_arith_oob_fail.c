// a + i with i == 4 points one past the end of int a[4]; dereferencing it
// is out of the object's bounds.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 15 .*out of object bounds.*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 4);
  int *p = a + i;
  return *p;
}
