// ARGS: --termination --function bubble_sort
// EXIT: 0
// EXPECT: ^\[bubble_sort\.termination\.1\] line 17 loop terminates: SUCCESS$
// EXPECT: ^\[bubble_sort\.termination\.2\] line 19 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// examples/bubble_sort.c (chapter Figure 6): with size >= 0 nothing overflows
// (c < size - 1, d < size - c - 1); size - c ranks the outer loop and
// size - c - 1 - d the inner one, whatever the array holds.
void __CPROVER_assume(_Bool condition);

void bubble_sort(int *array, int size)
{
  __CPROVER_assume(size >= 0);
  int c, d, swap;

  for (c = 0; c < size - 1; c++)
  {
    for (d = 0; d < size - c - 1; d++)
    {
      if (array[d] > array[d + 1])
      {
        swap = array[d];
        array[d] = array[d + 1];
        array[d + 1] = swap;
      }
    }
  }
}
