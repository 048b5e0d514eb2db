// ARGS: --show-invariants --no-portfolio
// EXIT: 0
// EXPECT: loop at line 15 \(main\): x >= 0.5$
// EXPECT: VERIFICATION SUCCESSFUL
// Intervals on a float loop variable, printed as floats: x >= 0.5 (the
// upper row climbs by joined models and becomes top after three raises).
// The start comes from the input so that the loop has no constant trip
// bound (such a loop is unwound completely, with no invariant).
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x != 0.0f)
    return 0;
  while (x < 10.0f)
    x += 0.5f;
  assert(x >= 0.0f);
  return 0;
}
