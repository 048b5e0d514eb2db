// An accelerated loop (a[i] = nondet(), replaced by one havoc of the
// range) followed by loops whose array segments must be instantiated at
// the reads of its memory: "max >= a[k] for k < i" of the second loop
// proves the third loop's check (2LS's arrays/max). The accelerated
// loop's memory is a variable defined by the havoc: a lambda term got no
// segment instances, and the check was left UNKNOWN.
// EXIT: 0
// ARGS: --arrays --zones --inline --no-propagation
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
#define N 100000
int main(void) {
  int a[N];
  int max = 0;
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++)
    if (a[i] > max)
      max = a[i];
  for (int x = 0; x < N; x++)
    __VERIFIER_assert(a[x] <= max);
  return 0;
}
