// The competition's style: the program defines reach_error itself; it aborts.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { assert(0); }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x > 10 && y == x - 7)
    reach_error();
  return 0;
}
