// An unsigned int converted to long long is zero-extended: 0xffffffff stays
// 4294967295, it does not become -1.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 11 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>

int main(void) {
  unsigned int u = 0xffffffffu;
  long long l = u;
  assert(l == -1);
  return 0;
}
