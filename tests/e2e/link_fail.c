// Two files linked: the helper's global starts at 3, so after adding 4 it
// is 7, not 8.
// EXIT: 10
// ARGS: _link_helper.c
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 17 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

extern int shared_counter;
int twice(int x);
void add_to_counter(int d);

int main(void) {
  assert(twice(21) == 42);
  add_to_counter(4);
  assert(shared_counter == 8);
  return 0;
}
