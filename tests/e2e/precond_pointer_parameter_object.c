// A pointer parameter may point to a caller's object: with --pointer-check
// the precondition of isneg is that s is not NULL, not "false" (no passing
// execution), which it was while a parameter could point to no live object.
// ARGS: --preconditions --pointer-check
// EXIT: 5
// EXPECT: ^\[isneg\]: !\(s == NULL\)$
// EXPECT: ^\[deref\]: !\(p == NULL\)$
// REJECT: : false$
int isneg(const char **s) {
  if (**s == '-') {
    (*s)++;
    return 1;
  }
  return 0;
}
int deref(int *p) { return *p; }
int main(void) {
  const char *t = "-1";
  int v = 3;
  return isneg(&t) + deref(&v);
}
