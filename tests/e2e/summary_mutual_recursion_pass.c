// SV-COMP's EvenOdd pattern: mutual recursion of any depth (n is only
// bounded below). Each function's summary, inferred with the other inlined
// and its own recursive calls not inlined, says 0 <= result <= 1, which
// proves the assertion at unwinding 1 (before summaries: INCONCLUSIVE
// after 30 s of deepening).
// EXIT: 0
// ARGS: --stats
// EXPECT: ^\[main\.assertion\.1\] line 20 .*: SUCCESS$
// EXPECT: ^statistics: .* functions-summarised=2
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int isOdd(int n);
int isEven(int n) { if (n == 0) return 1; return isOdd(n - 1); }
int isOdd(int n) { if (n == 0) return 0; return isEven(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  int r = isOdd(n);
  assert(r == 0 || r == 1);
  return 0;
}
