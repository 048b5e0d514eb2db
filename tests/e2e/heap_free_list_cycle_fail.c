// ARGS: --heap --pointer-check
// EXIT: 10
// EXPECT: double free or free of deallocated object in free\(p\): FAILURE|invalid or deallocated object in p->next: FAILURE
// heap_free_list_loop with a node that may link to itself: the freeing
// loop then comes back to the node it freed. The shape rows must not hold
// here ("no node links to the head" is false for the new node).
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
    t->next = __VERIFIER_nondet_int() ? p : t;
    p = t;
  }
  while (p) {
    Node *t = p->next;
    free(p);
    p = t;
  }
  return 0;
}
