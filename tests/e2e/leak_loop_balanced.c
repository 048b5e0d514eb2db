// ARGS: --memory-leak-check --pointer-check --show-invariants
// EXIT: 0
// EXPECT: loop at line 12 \(main\): 0 <= live heap objects - live heap objects@entry <= 0
// EXPECT: ^VERIFICATION SUCCESSFUL$
// Each iteration frees the buffer it allocated: the number of live heap
// objects is the same at every loop head as on entering the loop, which
// proves the leak check at the exit for any number of iterations (an
// invariant, not an unwinding).
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  while (__VERIFIER_nondet_int()) {
    int *p = malloc(sizeof(int));
    if (!p)
      return 1;
    *p = 1;
    if (__VERIFIER_nondet_int())
      *p = 2;
    free(p);
  }
  return 0;
}
