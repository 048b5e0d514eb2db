// Property texts are C expressions: && and || of conditions, character
// constants next to chars, a function passed by its name, and no
// placeholder such as "(expression)" or LLVM names.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[digit\.assertion\.1\] line 19 assertion i < 0 \|\| i > 9 \|\| input\[i\] - '0' < 5: FAILURE$
// EXPECT: ^\[main\.assertion\.1\] line 25 assertion x > 0 && y < 3: FAILURE$
// EXPECT: ^\[main\.assertion\.2\] line 26 assertion x > 0 \|\| !\(y < 3\): FAILURE$
// EXPECT: ^\[main\.assertion\.3\] line 27 assertion !x: FAILURE$
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 28 memory accesses of apply\(compare, a\) \(apply is not modelled\): UNKNOWN$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: \(expression\)
// REJECT: llvm\.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
extern void apply(int (*f)(const void *, const void *), int *a);

int compare(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
void digit(const char *input, int i) { __VERIFIER_assert(i < 0 || i > 9 || input[i] - '0' < 5); }

int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  int a[3] = {3, 1, 2};
  digit("0123456789", __VERIFIER_nondet_int());
  __VERIFIER_assert(x > 0 && y < 3);
  __VERIFIER_assert(x > 0 || !(y < 3));
  __VERIFIER_assert(!x);
  apply(compare, a);
  return 0;
}
