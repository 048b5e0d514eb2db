// ARGS: --show-invariants --no-portfolio
// EXIT: 0
// EXPECT: loop at line 10 \(main\): 0.5 <= x <= 10.49
// EXPECT: VERIFICATION SUCCESSFUL
// Intervals on a float loop variable, printed as floats: 0.5 <= x < 10.5
// at the head (the key's bounds read back as numbers).
#include <assert.h>
int main(void) {
  float x = 0.0f;
  while (x < 10.0f)
    x += 0.5f;
  assert(x >= 0.0f);
  return 0;
}
