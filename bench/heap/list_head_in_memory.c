// The list head lives in memory (its address goes to append): a pointer
// row for that variable, and each hash lies within 100 of base.
#include <stdlib.h>
struct node { int hash; struct node *next; };
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
static void append(struct node **list, int hash) {
  struct node *node = malloc(sizeof(*node));
  node->next = *list;
  node->hash = hash;
  *list = node;
}
int main(void) {
  struct node *list = NULL;
  int base = __VERIFIER_nondet_int();
  while (__VERIFIER_nondet_int()) {
    if (base >= 0 && base <= 1000000) {
      int hash = __VERIFIER_nondet_int();
      if (hash > base && hash < base + 100)
        append(&list, hash);
    }
  }
  while (list) {
    __VERIFIER_assert(list->hash >= base && list->hash < base + 100);
    list = list->next;
  }
  return 0;
}
