/* A counting loop whose assertion holds at every iteration. */
#include <assert.h>

extern unsigned __VERIFIER_nondet_uint(void);

int main() {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned i = 0, evens = 0;
  while (i < n) {
    evens += 2;
    ++i;
    assert(evens == 2 * i);
  }
  return 0;
}
