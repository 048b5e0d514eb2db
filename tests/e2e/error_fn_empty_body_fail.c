// reach_error() with an (empty) body of the program's own: the call itself
// is the violation (G ! call(reach_error())), not what the body does.
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 9 call to reach_error: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
void reach_error() {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 42) reach_error();
  return 0;
}
