// memset(a, 1, ...) sets every byte to 1: each int is 0x01010101, not 1.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 13 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
#include <string.h>

int main(void) {
  int a[2];
  memset(a, 1, sizeof a);
  assert(a[1] == 0x01010101);
  assert(a[0] == 1);
  return 0;
}
