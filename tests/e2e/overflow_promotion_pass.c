// char and short operands are promoted to int before the operation, so
// these can never overflow.
// EXIT: 0
// ARGS: --signed-overflow-check
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
extern signed char __VERIFIER_nondet_char(void);
extern short __VERIFIER_nondet_short(void);

int main(void) {
  signed char a = __VERIFIER_nondet_char();
  signed char b = __VERIFIER_nondet_char();
  short s = __VERIFIER_nondet_short();
  short t = __VERIFIER_nondet_short();
  int c = a + b;
  int d = s * t;
  int e = -s;
  return (c + 1) & (d | e);
}
