// Chapter section 3.1: --havoc alone is one-induction with the invariant
// top, which does not prove copy_authority in examples/uri.c: INCONCLUSIVE,
// promptly (unwinding 0), not a run that goes on unwinding.
// EXIT: 5
// ARGS: ../../examples/uri.c --function copy_authority --havoc --stats
// EXPECT: ^\[copy_authority\.assertion\.1\] line \d+ assertion cp < uri_length: UNKNOWN$
// EXPECT: unwinding=0( |$)
// EXPECT: ^VERIFICATION INCONCLUSIVE$
