// Text that looks like markup, in a comment and a string: the HTML report
// shows it as text. </script><script>document.title = "injected";</script>
// <img src=x onerror="document.title='injected'"> & &amp;
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  const char *tag = "<script>alert(1)</script>";
  int x = __VERIFIER_nondet_int();
  if (x == 7 && tag[0] == '<')
    reach_error();
  return 0;
}
