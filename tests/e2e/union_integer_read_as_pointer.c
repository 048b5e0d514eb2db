// A pointer made of bytes that no pointer was stored as (the union's
// integer member) is carried along but never dereferenced. The points-to
// analysis knows no site for it; it used to claim "null or an object's
// start" all the same, and the fact that its offset is zero removed the
// only execution: the failing assertion was proved (csmith seed 454).
// EXIT: 10
// EXPECT: ^\[main\.assertion\.1\] line 19 assertion .*: FAILURE$
extern void __VERIFIER_assert(int);
union U1 {
  unsigned short f0;
  signed char *f1;
};
static const union U1 g = {65535U};
static const union U1 get(void) { return g; }
int main(void) {
  union U1 copy = get();
  (void)copy;
  unsigned short v = g.f0;
  __VERIFIER_assert(v == 65534);
  return 0;
}
