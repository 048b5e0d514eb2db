/* The assertion fails only on the 30th iteration: BMC needs an unwinding of
 * at least 30 to find it. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main() {
  int x = 0;
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    x += 3;
    ++i;
    assert(x != 90);
    if (i >= 100)
      break;
  }
  return 0;
}
