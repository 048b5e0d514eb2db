// Chapter section 3.1: plain k-induction (--havoc --k-induction) proves the
// assertion of copy_authority in examples/uri.c.
// EXIT: 0
// ARGS: ../../examples/uri.c --function copy_authority --havoc --k-induction
// EXPECT: ^\[copy_authority\.assertion\.1\] line \d+ assertion cp < uri_length: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: warning
