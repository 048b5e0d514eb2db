// The soundness side of heap rows over array members: the inner loop puts
// 1 into the first element of some nodes, so "elems[k] is 0 for every node"
// must not be inferred. With 2LS's options (inference, no unwinding) the
// check stays UNKNOWN and says why; the default strategy finds the failure
// (in about 25 s, the bounded side unwinding both loops).
// EXIT: 5
// ARGS: --arrays --intervals --heap --inline
// EXPECT: ^\[main\.assertion\.1\] line 31 .*: UNKNOWN$
// EXPECT: imprecise value of "elems\[k\]" field
// REJECT: SUCCESS
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  int size;
  int elems[10];
  struct node *next;
};
int main(void) {
  struct node *list = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(*n));
    n->size = 0;
    for (int i = 0; i < 10; i++)
      n->elems[i] = i == 0 && __VERIFIER_nondet_int();
    n->next = list;
    list = n;
  }
  for (struct node *n = list; n != NULL; n = n->next)
    for (int i = 0; i < 10; i++)
      assert(n->elems[i] == 0);
  return 0;
}
