/* The book's matrix_to_vector (examples/matrix_to_vector.c, Figure 3 of the
 * 2LS chapter) with `matrix` pointing to real rows: the example leaves it
 * uninitialised, so natively the read of matrix[row] is undefined before
 * the out-of-bounds store the harness replays. CBMC's __CPROVER_assume is
 * declared only: the harness defines it. */
extern int __VERIFIER_nondet_int(void);
void __CPROVER_assume(_Bool condition);

#define SIZE 1000

static int cells[SIZE];
/* A range initialiser (GNU C), not a loop: the bounded checks then need no
 * 1000 iterations before the bug. */
static int *rows[SIZE] = {[0 ... SIZE - 1] = cells};

int main() {
  int **matrix = rows;
  unsigned m = __VERIFIER_nondet_int();
  unsigned n = __VERIFIER_nondet_int();
  __CPROVER_assume(m <= SIZE && n <= SIZE && m * n <= SIZE);

  int array[SIZE];
  for (int row = 0; row < m; ++row) {
    for (int col = 0; col < n; ++col) {
      int index = row * m + col;
      array[index] = matrix[row][col];
    }
  }
  return 0;
}
