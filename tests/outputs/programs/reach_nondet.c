// reach_error after a nondet input passed through a call: fails when x == 5.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int twice(int v) { return 2 * v; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = twice(x);
  if (y == 10)
    reach_error();
  return 0;
}
