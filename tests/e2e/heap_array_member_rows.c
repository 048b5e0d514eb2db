// Heap rows over an array member: every node a loop makes has its elems
// filled with 0 by an inner loop (whose segment says so for the new node),
// and the row "elems[k] is 0 for every node and k" is the outer loop's. It
// holds when the outer loop is inferred alone; jointly with the inner loop,
// whose row over the nodes breaks at the new node, it went to top. The
// traversal reads elems[i] through the row's instances at each element.
// Before, array members were no fields of the heap template.
// EXIT: 0
// ARGS: --arrays --intervals --heap --inline --show-invariants
// EXPECT: ^loop at line 22 \(main\): .*0 <= malloc@line 23: elems\[k\] <= 0
// EXPECT: ^\[main\.assertion\.1\] line 32 .*: SUCCESS$
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  int size;
  int elems[10];
  struct node *next;
};
int main(void) {
  struct node *list = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(*n));
    n->size = 0;
    for (int i = 0; i < 10; i++)
      n->elems[i] = 0;
    n->next = list;
    list = n;
  }
  for (struct node *n = list; n != NULL; n = n->next)
    for (int i = 0; i < 10; i++)
      assert(n->elems[i] == 0);
  return 0;
}
