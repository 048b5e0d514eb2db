// Reads below a local array for k = -1.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int buf[8] = {0};
  int k = __VERIFIER_nondet_int();
  if (k >= -1 && k < 8 && k != 0)
    return buf[k];
  return 0;
}
