// Chapter section 3.1: --zones finds cp - uri_length <= -1 and proves the
// assertion of copy_authority by one-induction.
// EXIT: 0
// ARGS: ../../examples/uri.c --function copy_authority --zones --show-invariants
// EXPECT: ^loop at line 13 \(copy_authority\): .*cp - uri_length <= -1
// EXPECT: ^\[copy_authority\.assertion\.1\] line \d+ assertion cp < uri_length: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: warning
