// With entry main, globals start as C says: initialised or zero.
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 15 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 16 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 17 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>

int g = 5;
int z;
int arr[10];
static struct { int a; char *p; } s;

int main(void) {
  assert(g == 5);
  assert(z == 0 && arr[3] == 0 && arr[9] == 0);
  assert(s.a == 0 && s.p == 0);
  return 0;
}
