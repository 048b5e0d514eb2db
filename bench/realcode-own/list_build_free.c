// EXPECT: SUCCESSFUL
// A linked list of 3 nodes built and freed.
#include <stdlib.h>
struct node { int value; struct node *next; };
int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) break;
    n->value = __VERIFIER_nondet_int();
    n->next = head;
    head = n;
  }
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
