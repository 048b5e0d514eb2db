// ARGS: --heap
// EXIT: 10
// EXPECT: line 26 assertion head->next != NULL: FAILURE
// The loop may clear the head's next: no row may claim it is set.
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
    if (__VERIFIER_nondet_int())
      head->next = NULL;
  } while (__VERIFIER_nondet_int());
  assert(head->next != NULL);
  return 0;
}
