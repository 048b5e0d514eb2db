// ARGS: --termination --trace
// EXIT: 10
// EXPECT: loop terminates: FAILURE
// REJECT: loop terminates: SUCCESS
// At 1e30 subtracting 1 leaves x unchanged (the 1 is below half an ulp):
// the loop never ends, and the float key must not make it look ranked.
int main(void) {
  float x = 1e30f;
  while (x > 0.0f)
    x -= 1.0f;
  return 0;
}
