// A check inside a recursive function that fails three calls deep (d
// reaches 0): the summary's analysis cannot prove it for every call, so the
// function gets no summary and the bounded checks find the failure.
// EXIT: 10
// ARGS: --div-by-zero-check --stats
// EXPECT: ^\[walk\.division-by-zero\.1\] line 13 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
// REJECT: functions-summarised
extern int __VERIFIER_nondet_int(void);
int walk(int n, int d) {
  if (n <= 0)
    return 0;
  return walk(n - 1, d - 1) + 1000 / d;
}
int main(void) { return walk(5, 3); }
