// The copy of a1 into a3 (100,000 elements) replaced by its exact effect,
// a memmove of the range: the check loop's assertion is proved.
// EXIT: 0
// EXPECT: ^\[__VERIFIER_assert\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int();
void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
int main( ) {
  int a1[100000]; int a3[100000];
  int a, i, x;
  for ( a = 0 ; a < 100000 ; a++ ) a1[a] = __VERIFIER_nondet_int();
  for ( i = 0 ; i < 100000 ; i++ ) a3[i] = a1[i];
  for ( x = 0 ; x < 100000 ; x++ ) __VERIFIER_assert( a1[x] == a3[x] );
  return 0;
}
