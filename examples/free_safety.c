/* Figure 5 of the 2LS book chapter (section 3.2): two linked heap objects
 * freed in the wrong order. After free(b), reading *b dereferences a freed
 * object. Compile with -DFIXED to free them in the right order. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main() {
  int *a = malloc(sizeof(int));
  *a = __VERIFIER_nondet_int();

  int **b = malloc(sizeof(int *));
  *b = a;

#ifdef FIXED
  free(*b);
  free(b);
#else
  free(b);
  free(*b);
#endif
  return 0;
}
