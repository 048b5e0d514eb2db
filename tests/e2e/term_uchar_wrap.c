// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 10 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// Unsigned wrap-around is defined: c++ on c == 255 stores 0, so the loop ends
// after 255 iterations (with unbounded integers it would run forever).
int main(void) {
  int n = 0;
  for (unsigned char c = 1; c != 0; c++)
    n++;
  return n;
}
