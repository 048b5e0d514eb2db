// A const table is read-only: a write through a pointer that may reach it
// ends the execution (a real run crashes), so without --pointer-check the
// table keeps its values for every run that goes on, and a write into the
// writable copy changes only the copy.
// EXIT: 0
// ARGS: --unwind 4
// EXPECT: ^\[main\.assertion\.1\] line 21 assertion table\[2\] == 5: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 22 assertion copy\[2\] == 9 \|\| p != copy: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static const int table[4] = {2, 3, 5, 7};

int main(void) {
  int copy[4];
  for (int i = 0; i < 4; i++)
    copy[i] = table[i];
  int *p = __VERIFIER_nondet_int() ? (int *)table : copy;
  p[2] = 9;
  assert(table[2] == 5);
  assert(copy[2] == 9 || p != copy);
  return 0;
}
