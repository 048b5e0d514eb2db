// ARGS: --termination --show-invariants
// EXIT: 0
// EXPECT: ranking function x
// EXPECT: loop terminates: SUCCESS
// A float loop counter ranks through the order of its values: the key of x
// (its IEEE bits, ordered as the floats are) decreases in every iteration
// because x <= 100 holds at the loop head (an interval on floats).
float nondet_float(void);
int main(void) {
  float x = nondet_float();
  if (!(x >= 0.0f && x <= 100.0f))
    return 0;
  while (x > 0.0f)
    x -= 1.0f;
  return 0;
}
