// The member a segment covers must be the one loaded: the first loop
// stores recs[i].flag (byte offset 8 of a 12-byte element), the check
// reads recs[i].key (offset 0), which is still 0. A segment loaded at the
// element's start instead of the member's would prove it; the failure
// (n = 1) must be reported, and the correct check beside it proved.
// EXIT: 10
// ARGS: --timeout 60
// EXPECT: ^\[main\.assertion\.1\] line 29 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 30 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct inner { short x; short y; };
struct rec { int key; struct inner in; unsigned flag; };
struct rec recs[1000];
int main(void) {
  int c = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000)
    return 0;
  for (int i = 0; i < n; i++) {
    if (c > 5)
      break;
    recs[i].in.y = 3;
    recs[i].flag = 1;
  }
  for (int i = 0; i < n; i++) {
    if (c <= 5) {
      assert(recs[i].in.y == 3);
      assert(recs[i].key == 1);
    }
  }
  return 0;
}
