// A loop that allocates but never frees keeps every object from before it
// alive: *counter after the list is built is safe.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
int main(void) {
  int *counter = malloc(sizeof(int));
  if (!counter)
    return 0;
  *counter = 0;
  struct node *list = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n)
      break;
    n->next = list;
    n->v = 1;
    list = n;
  }
  *counter = 5; /* counter was allocated before a loop that never frees */
  free(counter);
  return 0;
}
