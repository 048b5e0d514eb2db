// while/do-while with break and continue.
// EXIT: 0
// ARGS: --unwind 12
// EXPECT: ^\[main\.assertion\.1\] line 19 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 24 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

int main(void) {
  int i = 0, odd = 0;
  while (1) {
    i++;
    if (i > 9)
      break;
    if (i % 2 == 0)
      continue;
    odd += i;
  }
  assert(odd == 1 + 3 + 5 + 7 + 9);
  int k = 100;
  do {
    k++;
  } while (k < 50);
  assert(k == 101);
  return 0;
}
