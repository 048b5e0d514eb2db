// --sufficient needs every failing execution in the formula: a loop whose
// trip count is unbounded is not unwound completely, so count gets no
// sufficient precondition (it says why); small, a loop of at most 3
// iterations, gets one.
// ARGS: --preconditions --sufficient
// EXIT: 5
// EXPECT: ^\[count\]: not computed: a loop or a recursion is not unwound completely
// EXPECT: ^\[small\]: !\(k <= 2147483647 && -k <= -3\)$
#include <assert.h>
int count(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s++;
  assert(s < 10);
  return s;
}
int small(int k) {
  int s = 0;
  for (int i = 0; i < 3 && i < k; i++)
    s++;
  assert(s < 3);
  return s;
}
int main(void) { return count(3) + small(1); }
