// The soundness side of segments with allocation sites: one array holds
// objects of two sites, and only the first site's data is >= 0. The
// segment's site interval then spans both sites and must not prove the
// check; kIkI alone (no race with the BMC process) finds the failure.
// EXIT: 10
// ARGS: --heap --no-portfolio
// EXPECT: ^\[main\.assertion\.1\] line 31 .*: FAILURE$
// REJECT: SUCCESS
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct item {
  int data;
};
struct item *all[1000];
int main(void) {
  int n = 0;
  while (n < 1000 && __VERIFIER_nondet_int()) {
    int data = __VERIFIER_nondet_int();
    if (data >= 0) {
      all[n] = malloc(sizeof(struct item));
      all[n]->data = data;
    } else {
      all[n] = malloc(sizeof(struct item));
      all[n]->data = data;
    }
    n++;
  }
  int i;
  for (i = 0; i < n; i++)
    assert(all[i]->data >= 0);
  return 0;
}
