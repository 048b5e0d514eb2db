// Every access of the loop is within int a[5].
// EXIT: 0
// ARGS: --bounds-check --unwind 8
// EXPECT: ^\[main\.array_bounds\.\d+\] line 11 .*lower bound.*: SUCCESS$
// EXPECT: ^\[main\.array_bounds\.\d+\] line 11 .*upper bound.*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
int main(void) {
  int a[5];
  for (int i = 0; i < 5; i++)
    a[i] = i * i;
  return a[4] - 16;
}
