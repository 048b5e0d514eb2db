// Chapter section 3.1: --octagons (zones and sums) proves copy_authority too.
// EXIT: 0
// ARGS: ../../examples/uri.c --function copy_authority --octagons --show-invariants
// EXPECT: ^loop at line 13 \(copy_authority\): .*cp - uri_length <= -1.*cp \+ uri_length
// EXPECT: ^\[copy_authority\.assertion\.1\] line \d+ assertion cp < uri_length: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
