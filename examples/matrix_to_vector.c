/* Figure 3 of the 2LS book chapter ("2LS for Program Analysis", section 3.2):
 * copying a 2-D matrix into a vector. Line 12 computes the index with the
 * wrong dimension (row * m instead of row * n), so array[index] can be out of
 * bounds, e.g. for m=1000, n=1, row=1, col=0. Compile with -DNOBUG for the
 * corrected program. `matrix` is left uninitialised as in the chapter: only
 * the bounds of `array` are checked. */
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool condition);

#define SIZE 1000

int main() {
  int **matrix;
  unsigned m = __VERIFIER_nondet_int();
  unsigned n = __VERIFIER_nondet_int();
  __CPROVER_assume(m <= SIZE && n <= SIZE && m * n <= SIZE);

  int array[SIZE];
  for (int row = 0; row < m; ++row) {
    for (int col = 0; col < n; ++col) {
#ifdef NOBUG
      int index = row * n + col;
#else
      int index = row * m + col;
#endif
      array[index] = matrix[row][col];
    }
  }
  return 0;
}
