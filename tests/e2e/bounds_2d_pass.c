// int m[3][4] filled by two nested loops: all accesses in bounds.
// EXIT: 0
// ARGS: --bounds-check --unwind 6
// EXPECT: ^\[main\.array_bounds\.\d+\] line 11 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
int main(void) {
  int m[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i + j;
  return m[2][3] - 5;
}
