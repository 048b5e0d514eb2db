// ARGS: --show-invariants --no-portfolio
// EXIT: 0
// EXPECT: loop at line 10 \(main\): x >= 0.5$
// EXPECT: VERIFICATION SUCCESSFUL
// Intervals on a float loop variable, printed as floats: x >= 0.5 (the
// upper row climbs by joined models and becomes top after three raises).
#include <assert.h>
int main(void) {
  float x = 0.0f;
  while (x < 10.0f)
    x += 0.5f;
  assert(x >= 0.0f);
  return 0;
}
