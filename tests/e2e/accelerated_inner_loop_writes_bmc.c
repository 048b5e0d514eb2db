// accelerated_inner_loop_writes.c under plain bounded model checking: the
// outer loop's exit memory must not keep the havocked array's zeros.
// ARGS: --incremental-bmc
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 19 assertion a\[3\] == 0: FAILURE$
#include "accelerated_inner_loop_writes.c"
