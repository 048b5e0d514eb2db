// ARGS: --heap --pointer-check --show-invariants
// EXIT: 0
// EXPECT: loop at line 25 \(main\): .*malloc@line 15: next unshared && no malloc@line 15: next -> p
// EXPECT: ^VERIFICATION SUCCESSFUL$
// A doubly linked list built at its head and freed along next. Each
// node's prev is left pointing to the node freed before it, which is
// never followed: prev's row says "may be freed", next's does not.
#include <stdlib.h>
struct node { struct node *next, *prev; int v; };
extern int __VERIFIER_nondet_int(void);
int main(void) {
  struct node *p = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *t;
    t = malloc(sizeof(struct node));
    if (!t)
      return 1;
    t->v = 0;
    t->next = p;
    t->prev = NULL;
    if (p)
      p->prev = t;
    p = t;
  }
  while (p) {
    struct node *t = p->next;
    free(p);
    p = t;
  }
  return 0;
}
