// ARGS: --heap --pointer-check
// EXIT: 10
// The traversal frees the nodes it passes: its arbitrary iteration must not
// keep liveness, and the second traversal reads freed memory.
#include <stdlib.h>
typedef struct node { struct node *next; int val; } Node;
extern int __VERIFIER_nondet_int(void);
int main(void) {
  Node *l = NULL;
  while (__VERIFIER_nondet_int()) {
    Node *p = malloc(sizeof(*p));
    p->val = 1;
    p->next = l;
    l = p;
  }
  Node *i = l;
  while (i != NULL) {
    Node *next = i->next;
    i->val = 0;
    free(i);
    i = next;
  }
  int sum = 0;
  for (Node *j = l; j != NULL; j = j->next)
    sum += j->val;
  return sum;
}
