// ARGS: --heap --pointer-check
// EXIT: 10
// EXPECT: invalid or deallocated object in q->val: FAILURE
// REJECT: free\(p\): FAILURE
// heap_free_list_loop keeping a second pointer to the first node: the
// freeing loop is safe, the write through the old pointer after it is not.
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
  Node *q = p;
  while (p) {
    Node *t = p->next;
    free(p);
    p = t;
  }
  if (q)
    q->val = 2;
  return 0;
}
