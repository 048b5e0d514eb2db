// Array segments over members of struct elements: clang addresses
// recs[i].in.y as a member GEP on top of the element's GEP. The first loop
// stores two members (one nested, at byte offset 6, one at offset 8); the
// segments must load each at its own offset within the 12-byte element,
// and the second loop's checks are proved from them. Before members were
// segments, only plain elements were, and this stayed UNKNOWN.
// EXIT: 0
// ARGS: --show-invariants --timeout 60
// EXPECT: ^loop at line 23 \(main\): recs\[k\]\.in\.y for i@entry <= k < i: 3 <= recs\[k\]\.in\.y <= 3$
// EXPECT: ^\[main\.assertion\.1\] line 31 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 32 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
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
      assert(recs[i].flag == 1);
    }
  }
  return 0;
}
