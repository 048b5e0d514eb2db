// x = x*0.1 + 0.1 from 10 stays in [0.11, 10]: the interval's queries are
// double multiplications where Z3's incremental core stalls (minutes); the
// default hybrid solver bit-blasts them.
// EXIT: 0
// ARGS: --stats
// EXPECT: ^\[main\.assertion\.1\] line 13 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 15 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
int main(void) {
  float x = 10.0f;
  while (x > 0) {
    x = x * 0.1 + 0.1;
    __VERIFIER_assert(x != 0.0f);
  }
  __VERIFIER_assert(x >= 0.0f);
  return 0;
}
