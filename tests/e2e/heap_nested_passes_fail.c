// ARGS: --heap-intervals --k-induction
// EXIT: 10
// EXPECT: \[main.assertion.1\] .*: FAILURE
// EXPECT: ^VERIFICATION FAILED$
// A pass raises a level by two: 4 becomes 6, and the next pass's check
// fails. (Mutant of heap_nested_passes.)
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int level; };

int main(void) {
  struct node *list = NULL;
  int n = 0;
  while (n < 10 && __VERIFIER_nondet_int()) {
    struct node *fresh = malloc(sizeof *fresh);
    fresh->level = n % 6;
    fresh->next = list;
    list = fresh;
    n++;
  }
  while (__VERIFIER_nondet_int()) {
    for (struct node *p = list; p; p = p->next) {
      assert(0 <= p->level && p->level <= 5);
      if (p->level < 5)
        p->level += 2;
      else
        p->level = 0;
    }
  }
  return 0;
}
