// Chapter section 3.3: with the precondition size >= 0, no subtraction or
// increment in bubble_sort overflows. Needs invariants of both nested loops
// (default strategy, kIkI with intervals). Guards against helper literals of
// two loops' inferences sharing a name, which once made the outer loop's
// invariant false (a vacuous proof).
// EXIT: 0
// ARGS: ../../examples/bubble_sort.c --function bubble_sort --signed-overflow-check --show-invariants
// EXPECT: ^loop at line 14 \(bubble_sort\): 1 <= c <= 2147483646$
// EXPECT: ^\[bubble_sort\.overflow\.1\] line 14 .*size - 1: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : false$
