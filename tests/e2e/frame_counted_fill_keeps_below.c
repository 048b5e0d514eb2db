// A fill loop that starts where an earlier loop stopped
// (for (i = n; i < 100; i++) a[i] = 0) writes only a[n..i) before the head
// of an arbitrary iteration: its frame keeps a[0..n) as the first loop left
// them (model/LoopWrites' counted stores), so the first loop's segment
// "a[k] == 1 for k < n" still holds after the second loop. Without the
// range the second loop's start forgot the whole array (UNKNOWN).
// EXIT: 0
// ARGS: --arrays --intervals
// EXPECT: ^\[main\.assertion\.1\] line \d+ .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
extern int __VERIFIER_nondet_int(void);
void reach_error(void);
int main(void) {
  int a[100];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  for (int i = 0; i < n; i++)
    a[i] = 1;
  for (int i = n; i < 100; i++)
    a[i] = 0;
  for (int i = 0; i < 100; i++)
    if (a[i] != 0 && a[i] != 1)
      reach_error();
  return 0;
}
