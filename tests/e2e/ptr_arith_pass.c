// Pointer arithmetic that stays inside the array; one-past-the-end is
// formed but never dereferenced.
// EXIT: 0
// ARGS: --pointer-check --unwind 8
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 12 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
int main(void) {
  int a[4] = {1, 2, 3, 4};
  int sum = 0;
  for (int *p = a; p != a + 4; p++)
    sum += *p;
  int *q = a + 3;
  q -= 2;
  return sum - 10 + *q - 2;
}
