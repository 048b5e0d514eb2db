// Chapter section 3.1: --intervals alone is one-induction with interval
// invariants (cp within [2, INT_MAX - 1]), not enough for cp < uri_length.
// EXIT: 5
// ARGS: ../../examples/uri.c --function copy_authority --intervals --show-invariants
// EXPECT: ^loop at line 13 \(copy_authority\): 2 <= cp <= 2147483646$
// EXPECT: ^\[copy_authority\.assertion\.1\] line \d+ assertion cp < uri_length: UNKNOWN$
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: warning
