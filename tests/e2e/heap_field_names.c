// ARGS: --heap --show-invariants
// EXIT: 0
// Two struct types with an int at offset 0: each site's row names the
// field of its own type (the node's x, not the counter's val).
// EXPECT: malloc@line 15: x <= 1
// REJECT: malloc@line 15: val
#include <stdlib.h>
struct counter { int val; };
struct node { int x; struct node *next; };
int main(void) {
  struct counter *c = malloc(sizeof *c);
  c->val = 0;
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    n->x = 1;
    n->next = head;
    head = n;
  }
  while (head) {
    __VERIFIER_assert(head->x == 1);
    head = head->next;
  }
  return c->val;
}
