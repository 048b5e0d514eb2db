// An array of list heads, each list grown at an input index: the building
// loop's whole-array segment is a points-to row, "every head is NULL or a
// live node of the malloc", which with the node rows (next is NULL or a
// node, data in [0, 9]) proves the traversals. An interval over the
// elements' keys cannot say "NULL or that site" (any key between the two
// admits other sites and dead objects).
// EXIT: 0
// ARGS: --heap --no-portfolio --show-invariants
// EXPECT: ^loop at line 23 \(main\): heads\[k\] for 0 <= k < 10: heads\[k\] -> \{NULL, malloc@line 26\}$
// EXPECT: ^\[main\.assertion\.1\] line 35 .*: SUCCESS$
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item {
  int data;
  struct item *next;
};
int main(void) {
  struct item *heads[10];
  int i;
  for (i = 0; i < 10; i++)
    heads[i] = NULL;
  while (__VERIFIER_nondet_int()) {
    i = __VERIFIER_nondet_int();
    if (i >= 0 && i < 10) {
      struct item *node = malloc(sizeof(struct item));
      node->data = i;
      node->next = heads[i];
      heads[i] = node;
    }
  }
  for (i = 0; i < 10; i++) {
    struct item *node = heads[i];
    while (node) {
      assert(node->data >= 0 && node->data <= 9);
      node = node->next;
    }
  }
  return 0;
}
