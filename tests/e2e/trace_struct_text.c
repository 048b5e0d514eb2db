// Property texts name struct members by their C names: list->len, not
// list[2] or *list + 8, and node->prev->next through two pointers.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[length\.pointer_dereference.1\] line 18 dereference failure: NULL pointer in list->len: FAILURE$
// EXPECT: ^\[unlink\.pointer_dereference\.\d+\] line 20 dereference failure: NULL pointer in node->prev: SUCCESS$
// EXPECT: ^\[unlink\.pointer_dereference\.\d+\] line 20 dereference failure: NULL pointer in node->prev->next: FAILURE$
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 29 dereference failure: NULL pointer in s\.items\[i\]: SUCCESS$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: \(expression\)
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node { int val; struct node *next; struct node *prev; };
struct list { struct node *head; long pad; int len; };
struct stack { int items[4]; int top; };

int length(struct list *list) { return list->len; }

void unlink(struct node *node) { node->prev->next = node->next; }

int main(void) {
  struct node a = {1, 0, 0};
  struct list *l = __VERIFIER_nondet_int() ? malloc(sizeof *l) : NULL;
  struct stack s;
  int i = __VERIFIER_nondet_int();
  unlink(&a);
  if (i >= 0 && i < 4)
    s.items[i] = 1;
  return length(l);
}
