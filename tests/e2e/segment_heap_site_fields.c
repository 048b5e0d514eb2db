// A segment over stored malloc results records the objects' allocation
// site and liveness (with --heap), so the heap rows over each site's fields
// apply to what a later loop reads through the array: every pos[i] is a
// live object of the first malloc, whose data is >= 0, every neg[i] one of
// the second, whose data is < 0. Without the site in the segment ("not
// null" only) neither check loop is proved.
// EXIT: 0
// ARGS: --heap --no-portfolio
// EXPECT: ^\[main\.assertion\.1\] line 35 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 37 .*: SUCCESS$
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item {
  int data;
};
struct item *pos[1000];
struct item *neg[1000];
int main(void) {
  int p = 0, n = 0;
  while (p < 1000 && n < 1000) {
    int data = __VERIFIER_nondet_int();
    if (data >= 0) {
      pos[p] = malloc(sizeof(struct item));
      pos[p]->data = data;
      p++;
    } else {
      neg[n] = malloc(sizeof(struct item));
      neg[n]->data = data;
      n++;
    }
  }
  int i;
  for (i = 0; i < p; i++)
    assert(pos[i]->data >= 0);
  for (i = 0; i < n; i++)
    assert(neg[i]->data < 0);
  return 0;
}
