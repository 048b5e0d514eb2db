// ARGS: --heap --pointer-check --show-invariants
// EXIT: 0
// EXPECT: loop at line 23 \(main\): p -> \{NULL, malloc@line 16\}.* && malloc@line 16: next unshared && no malloc@line 16: next -> p
// EXPECT: ^VERIFICATION SUCCESSFUL$
// A list built at its head and freed node by node. The freeing loop's
// cursor stays live only because no node links to it and no two nodes
// share a successor: the shape rows of both loops (the first loop sets
// them up for the second).
#include <stdlib.h>
typedef struct node { int val; struct node *next; } Node;
extern int __VERIFIER_nondet_int(void);
int main(void) {
  Node *p = NULL;
  while (__VERIFIER_nondet_int()) {
    Node *t;
    t = malloc(sizeof(Node));
    if (!t)
      return 1;
    t->val = 1;
    t->next = p;
    p = t;
  }
  while (p) {
    Node *t = p->next;
    free(p);
    p = t;
  }
  return 0;
}
