// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[depth\.termination\.1\] line 10 recursive calls of depth terminate: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : FAILURE$
// depth(n) terminates for every n: n decreases on each call (the ranking
// function n over the arguments, found from depth's own entry).
extern int __VERIFIER_nondet_int(void);

static int depth(int n) {
  if (n <= 0)
    return 0;
  return 1 + depth(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  return depth(n);
}
