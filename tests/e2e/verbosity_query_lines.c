// --verbosity 3 gives a line per solver query of the k-induction engine:
// its assumptions by name, answer and time. Plain BMC here asks whether an
// open property fails (violation) and whether an execution goes past the
// unwound part (frontier): the loop may run 50 times, so after two
// unwindings some execution does, and the assertion stays open.
// EXIT: 5
// ARGS: --incremental-bmc --unwind 2 --verbosity 3
// EXPECT: ^kiki: query \d+ \(.*\bviolation\b.*\): unsat, \d+\.\d{3} s$
// EXPECT: ^kiki: query \d+ \(.*\bfrontier\b.*\): sat, \d+\.\d{3} s$
// EXPECT: ^kiki: unwinding 2: 1 properties open
// EXPECT: ^\[main\.assertion\.1\] line 21 assertion x >= 0: UNKNOWN$
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (x < 0 || x > 10 || n < 0 || n > 50)
    return 0;
  for (int i = 0; i < n; i++)
    x += 2;
  assert(x >= 0);
  return 0;
}
