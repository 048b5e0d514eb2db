// The same input line reached twice through a helper: the first result
// must be 3 and the second 4 (a witness that swaps them is wrong).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int get(void) { return __VERIFIER_nondet_int(); }
int main(void) {
  int x = get();
  int y = get();
  if (x == 3)
    if (y == 4)
      reach_error();
  return 0;
}
