// ARGS: --unwind 7 --stop-on-fail --stats
// EXIT: 10
// EXPECT: ^statistics: .*invariant-loops=0 
// EXPECT: ^VERIFICATION FAILED$
// The bounded checks of one unwinding find the first bug; with
// --stop-on-fail no loop's invariant is inferred for the assertion still
// open (before: 9 loop instances, 0.9 s, for a bug found in 0.1 s; 2LS
// invariants/unwind12).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int check = __VERIFIER_nondet_int();
  int x = 0, y;
  do {
    y = 0;
    do
      y += 3;
    while (y < 20);
    if (check)
      assert(y == 20);
  } while (x++ < 10);
  assert(x == 10); // fails too, beyond the unwinding: open after the first
  return 0;
}
