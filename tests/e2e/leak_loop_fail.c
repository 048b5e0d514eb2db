// ARGS: --memory-leak-check --pointer-check
// EXIT: 10
// EXPECT: dynamically allocated memory not freed at program exit: FAILURE
// leak_loop_balanced whose iterations free their buffer only on one path:
// the count's invariant must not hide the leak.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  while (__VERIFIER_nondet_int()) {
    int *p = malloc(sizeof(int));
    if (!p)
      return 1;
    *p = 1;
    if (*p == __VERIFIER_nondet_int())
      free(p);
  }
  return 0;
}
