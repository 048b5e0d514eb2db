// A loop's exit memory is framed by what the loop writes (model/LoopWrites):
// reads after the loop of objects it does not write see the entry's bytes
// directly. Objects it writes through a pointer from before the loop (p to
// s.b) or at a counted index (buf), or through a pointer whose object is not
// known (q to x or y, the second loop), must still be read through the
// exit's memory: each of the last three assertions fails in some execution.
// ARGS: --incremental-bmc --unwind 5
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 32 assertion s\.a == 1: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 34 assertion s\.b == 2: FAILURE$
// EXPECT: ^\[main\.assertion\.3\] line 36 assertion x == 0: FAILURE$
// EXPECT: ^\[main\.assertion\.4\] line 38 assertion buf\[1\] != 1 \|\| n < 2: FAILURE$
#include <assert.h>
int __VERIFIER_nondet_int(void);
struct pair { int a, b; };
int main(void) {
  struct pair s = {1, 2};
  int x = 0, y = 0, buf[4];
  int *p = &s.b;
  int *q = __VERIFIER_nondet_int() ? &x : &y;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  for (int i = 0; i < n; i++) {
    buf[i] = i;
    if (i == 1)
      *p = 7;
  }
  for (int j = 0; j < n; j++)
    *q = j + 1;
  int which = __VERIFIER_nondet_int();
  if (which == 0)
    assert(s.a == 1);
  else if (which == 1)
    assert(s.b == 2);
  else if (which == 2)
    assert(x == 0);
  else
    assert(buf[1] != 1 || n < 2);
  return 0;
}
