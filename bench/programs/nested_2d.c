/* Nested loops over a 2-D array: fill, then check every cell. */
#include <assert.h>

#define N 64

extern unsigned __VERIFIER_nondet_uint(void);

int grid[N][N];

int main() {
  unsigned rows = __VERIFIER_nondet_uint();
  unsigned cols = __VERIFIER_nondet_uint();
  if (rows > N || cols > N)
    return 0;
  for (unsigned r = 0; r < rows; ++r)
    for (unsigned c = 0; c < cols; ++c)
      grid[r][c] = (int)(r + c);
  for (unsigned r = 0; r < rows; ++r)
    for (unsigned c = 0; c < cols; ++c)
      assert(grid[r][c] >= (int)r);
  return 0;
}
