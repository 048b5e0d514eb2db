// reach_error() whose body never returns: the call is still the violation.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 8 call to reach_error: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
void reach_error() { while (1) {} }
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (x > 100u) reach_error();
  return 0;
}
