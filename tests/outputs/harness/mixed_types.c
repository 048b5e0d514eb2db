// char, unsigned char, short, _Bool and unsigned long inputs.
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);
int main(void) {
  char c = __VERIFIER_nondet_char();
  unsigned char u = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  _Bool b = __VERIFIER_nondet_bool();
  unsigned long l = __VERIFIER_nondet_ulong();
  if (c == 'x' && u == 200 && s == -5 && b && l == 18446744073709551610UL)
    reach_error();
  return 0;
}
