/* A loop with a constant bound: bounded model checking can unwind it fully
 * (10 iterations plus the exit test), so the assertion is proved. */
#include <assert.h>

int main() {
  int sum = 0;
  for (int i = 0; i < 10; ++i)
    sum += i;
  assert(sum == 45);
  return 0;
}
