// Two files linked: functions and a global defined in _link_helper.c.
// EXIT: 0
// ARGS: _link_helper.c
// EXPECT: ^\[main\.assertion\.1\] line 14 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 16 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

extern int shared_counter;
int twice(int x);
void add_to_counter(int d);

int main(void) {
  assert(twice(21) == 42);
  add_to_counter(4);
  assert(shared_counter == 7);
  return 0;
}
