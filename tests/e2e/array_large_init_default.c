// A loop filling a 10^6-element array, then a loop reading every element
// (2LS's arrays/standard_init1). The segment invariant holds 42, but the
// induction step over the big array took Z3's incremental core 39 s; a
// program with a large array and no heap allocation now gets the hybrid
// back end by default, which answers in about a second.
// ARGS: --timeout 30
// EXIT: 0
// EXPECT: ^\[main\.assertion\.1\] line 19 assertion a\[x\] == 42: SUCCESS$
#include <assert.h>
#define N 1000000
int main(void) {
  int a[N];
  int i = 0;
  while (i < N) {
    a[i] = 42;
    i = i + 1;
  }
  for (int x = 0; x < N; x++)
    assert(a[x] == 42);
  return 0;
}
