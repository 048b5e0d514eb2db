/* Figure 6 of the 2LS book chapter (sections 3.3 and 3.4): bubble sort.
 * The precondition size >= 0 rules out a signed underflow in size - 1;
 * compile with -DNO_PRECONDITION to drop it. Analyse with
 * --function bubble_sort (array and size are then unconstrained). */
void __CPROVER_assume(_Bool condition);

void bubble_sort(int *array, int size)
{
#ifndef NO_PRECONDITION
  __CPROVER_assume(size >= 0);
#endif
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
