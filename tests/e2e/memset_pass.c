// memset sets bytes: 0xff bytes make an int -1; a partial memset leaves the
// rest unchanged.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 16 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <string.h>

int main(void) {
  int a[3];
  memset(a, 0xff, sizeof a);
  assert(a[0] == -1 && a[2] == -1);
  memset(a, 0, 2 * sizeof(int));
  memset(a, 1, 1);
  assert(a[0] == 1 && a[1] == 0 && a[2] == -1);
  return 0;
}
