// Seed 003's Figure 1.1 (the motivating example): with intervals alone the
// invariant bounds i but neither x nor y, so the assertion stays UNKNOWN,
// and the reasons name x and y at the loop of line 5.
#include <assert.h>
int main() {
  int x = 1000;
  int y = x - 1;
  for (int i = 0; i < 100; i++) { // line 8
    x++;
    y--;
    assert(y <= x);
  }
  return 0;
}
