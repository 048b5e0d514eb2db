// A list built through a cursor that starts at its head: the head's own
// next gets a row (a field of a pointer from before the loop), and the
// node each iteration allocates is not yet the cursor at its start, so
// clearing the new node's next never clears the cursor's.
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item { struct item *next; int v; };
static struct item *make(void) {
  struct item *p = malloc(sizeof *p);
  if (!p)
    abort();
  p->v = 0;
  return p;
}
int main(void) {
  struct item *head = make();
  struct item *now = head;
  do {
    now->next = make();
    now->next->next = NULL;
    now = now->next;
  } while (__VERIFIER_nondet_int());
  assert(head->next != NULL);
  return 0;
}
