// A bug behind three loops over 100,000 elements: a3 is copied from a1,
// then overwritten from a2, so a1[0] == a3[0] fails when a1[0] != a2[0].
// The loops are replaced by their exact effect (a havoc of each input
// array, two copies), so the bug is found at the check loop's first
// iteration instead of after 300,000 unwound iterations.
// EXIT: 10
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
int main( ) {
  int a1[100000];
  int a2[100000];
  int a3[100000];
  int a;
  for ( a = 0 ; a < 100000 ; a++ ) {
    a1[a] = __VERIFIER_nondet_int();
    a2[a] = __VERIFIER_nondet_int();
  }
  int i;
  for ( i = 0 ; i < 100000 ; i++ ) a3[i] = a1[i];
  for ( i = 0 ; i < 100000 ; i++ ) a3[i] = a2[i];
  int x;
  for ( x = 0 ; x < 100000 ; x++ ) __VERIFIER_assert( a1[x] == a3[x] );
  return 0;
}
