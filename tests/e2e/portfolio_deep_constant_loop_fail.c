// ARGS: --stats --trace
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 21 assertion x == 1: FAILURE$
// EXPECT: ^  y=2048u$
// EXPECT: bmc-process-unwinding=2048 
// EXPECT: ^VERIFICATION FAILED$
// The failure needs 2048 iterations of a loop with constant bounds. Plain
// bounded model checking folds the constants and reaches it in about a
// second; kIkI's bounded checks run on the k-induction encoding, where the
// first iteration may start anywhere, and took minutes. The default
// strategy runs both (kIkI here, plain BMC in a second process) and
// reports the failure as soon as either finds it.
#include <assert.h>

int main(void) {
  unsigned x = 1, y = 0;
  while (y < 2048) {
    x = 0;
    y++;
  }
  assert(x == 1);
  return 0;
}
