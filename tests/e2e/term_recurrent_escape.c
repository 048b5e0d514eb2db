// ARGS: --termination
// EXIT: 0
// EXPECT: ^\[main\.termination\.1\] line 14 loop terminates: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: : (FAILURE|UNKNOWN)$
// Like nonterm_recurrent_box.c, but x drops each time n reaches 1000: no
// recurrent set exists, and (x, 1000 - n) decreases lexicographically (n
// stays within 0..1000, nothing overflows).
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned n = 0;
  while (x > 0) {
    if (n >= 1000) {
      x--;
      n = 0;
    } else {
      n++;
    }
  }
  return 0;
}
