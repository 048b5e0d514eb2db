// The program of kinduction_recursion_unknown.c with a count() that touches
// no memory: its summary stands for the recursive calls the unwinding has
// not inlined, so the induction step covers them and proves the loop's
// assertion (before summaries: UNKNOWN).
// EXIT: 0
// ARGS: --k-induction --unwind 3 --no-pdr --stats
// EXPECT: ^\[main\.assertion\.1\] line 18 .*: SUCCESS$
// EXPECT: ^statistics: .* functions-summarised=1 summarised-call-sites=[1-9]
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int count(int n) { return n <= 0 ? 0 : 1 + count(n - 1); }
int main(void) {
  int x = 0;
  int n = __VERIFIER_nondet_int();
  while (__VERIFIER_nondet_int()) {
    if (x < 3) x++;
    assert(x <= 3);
  }
  return count(n);
}
