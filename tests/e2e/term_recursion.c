// ARGS: --termination
// EXIT: 5
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: ^VERIFICATION SUCCESSFUL$
// REJECT: ^VERIFICATION FAILED$
// REJECT: : FAILURE$
// depth(n) terminates for every n (n decreases on each call, the result is
// max(n, 0), no overflow), but termination of recursion is not built yet:
// INCONCLUSIVE now; change to EXIT 0 / SUCCESSFUL once it is.
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
