// An array member of an object a pointer leads to (r->elems[i], the array
// reached through member GEPs on a pointer from before the loop) gets a
// segment like a named array: the fill loop's "r->elems[k] = 7 for
// i@entry <= k < i" proves the check loop. Before, only arrays that are
// variables had segments, and the check was UNKNOWN.
// EXIT: 0
// ARGS: --no-portfolio --show-invariants
// EXPECT: ^loop at line 20 \(main\): r->elems\[k\] for i@entry <= k < i: 7 <= r->elems\[k\] <= 7$
// EXPECT: ^\[main\.assertion\.1\] line 23 .*: SUCCESS$
#include <assert.h>
#include <stdlib.h>
struct record {
  int size;
  int elems[1000];
};
int main(void) {
  struct record *r = malloc(sizeof(struct record));
  if (!r)
    return 0;
  for (int i = 0; i < 1000; i++)
    r->elems[i] = 7;
  for (int i = 0; i < 1000; i++)
    assert(r->elems[i] == 7);
  free(r);
  return 0;
}
