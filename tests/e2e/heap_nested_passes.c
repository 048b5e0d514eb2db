// ARGS: --heap-intervals --show-invariants
// EXIT: 0
// EXPECT: loop at line 26 \(main\): .*0 <= malloc@line 19: level <= 5
// EXPECT: ^VERIFICATION SUCCESSFUL$
// Repeated passes over a list, each raising every node's level and
// wrapping it to 0 past 5. The inner loop starts from the memory the outer
// loop's arbitrary pass left, and the outer pass ends with what the inner
// loop left: the level bounds of the two loops are inferred jointly (and
// the bound of one is raised with the other's, not one step per round).
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
        p->level++;
      else
        p->level = 0;
    }
  }
  return 0;
}
