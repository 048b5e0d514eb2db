// ARGS: --termination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION (SUCCESSFUL|FAILED)$
// REJECT: loop terminates: FAILURE
// Unsigned wrap-around is defined: c++ on c == 255 stores 0, so the loop ends
// after 255 iterations (with unbounded integers it would run forever).
// No linear function of c decreases across 255 -> 0, so kiki answers
// UNKNOWN today; a ranking function modulo 256, (0 - c) mod 256, would
// prove it (then this test expects SUCCESSFUL).
int main(void) {
  int n = 0;
  for (unsigned char c = 1; c != 0; c++)
    n++;
  return n;
}
